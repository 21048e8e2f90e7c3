/** What a saved product answer holds that an update needs (the API's snake_case shape). */
export interface StoredProduct {
  uuid: string;
  model: string;
  category_uuid: string | null;
  header_offer: string;
  details: string;
  technical_data: string;
  header_photo: { uuid: string };
  gallery: { uuid: string }[];
}

/**
 * The PUT /api/product/update body that saves a product again as it is, its pictures kept
 * by uuid, with `overrides` (the integration and e2e suites both change prices this way).
 */
export function resendBody(product: StoredProduct, overrides: Record<string, unknown> = {}) {
  return {
    uuid: product.uuid,
    model: product.model,
    category_uuid: product.category_uuid,
    header_offer: product.header_offer,
    details: product.details,
    technical_data: product.technical_data,
    header_photo: { uuid: product.header_photo.uuid },
    gallery: product.gallery.map((image) => ({ uuid: image.uuid })),
    ...overrides,
  };
}
