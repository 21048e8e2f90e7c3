import type { ImageRow, ImageView } from '@/lib/images/view';
import { romanianAlt, toImageView } from '@/lib/images/view';

/** The name shown for a machine whose category was deleted (spec §9). */
export const UNKNOWN_CATEGORY = 'Necunoscut';

/** A machine in a list: enough for a card with its picture and its link. */
export interface ProductListItem {
  uuid: string;
  model: string;
  slug: string;
  category: string;
  category_uuid: string | null;
  category_slug: string | null;
  header_photo: ImageView;
}

/** A machine with everything its page shows. */
export interface ProductView extends ProductListItem {
  header_offer: string;
  details: string;
  technical_data: string;
  gallery: ImageView[];
}

/** What a list reads: the product row joined with its category and header picture, no HTML. */
export interface ProductListRecord {
  id: string;
  model: string;
  slug: string;
  categoryId: string | null;
  categoryName: string | null;
  categorySlug: string | null;
  header: ImageRow;
}

/** What a product page reads: the list record and the three HTML fields. */
export interface ProductRecord extends ProductListRecord {
  headerOffer: string;
  details: string;
  technicalData: string;
}

export function toListItem(record: ProductListRecord): ProductListItem {
  const altParts = { model: record.model, name: record.categoryName };
  return {
    uuid: record.id,
    model: record.model,
    slug: record.slug,
    category: record.categoryName ?? UNKNOWN_CATEGORY,
    category_uuid: record.categoryId,
    category_slug: record.categorySlug,
    header_photo: toImageView(
      record.header,
      romanianAlt({ ...altParts, kind: 'presentation', index: 0 }),
    ),
  };
}

export function toProductView(record: ProductRecord, gallery: ImageRow[]): ProductView {
  const altParts = { model: record.model, name: record.categoryName };
  return {
    ...toListItem(record),
    header_offer: record.headerOffer,
    details: record.details,
    technical_data: record.technicalData,
    gallery: gallery.map((image, index) =>
      toImageView(image, romanianAlt({ ...altParts, kind: 'photo', index })),
    ),
  };
}
