import { toImageWire, type ImageWire } from '@/lib/images/wire';
import type { Page } from '@/lib/http/pagination';
import type { ProductListItem, ProductView } from './view';

/** A list entry in the API's answers (docs/api.md, Products): lists, search, the admin page. */
export interface ProductListItemWire {
  uuid: string;
  model: string;
  slug: string;
  category: string;
  category_en: string | null;
  category_uuid: string | null;
  category_slug: string | null;
  translated: boolean;
  price_day: number | null;
  price_week: number | null;
  header_photo: ImageWire;
}

/** A product in the API's answers: the list entry's fields, then the texts and the gallery. */
export interface ProductWire extends ProductListItemWire {
  header_offer: string;
  details: string;
  technical_data: string;
  header_offer_en: string | null;
  details_en: string | null;
  technical_data_en: string | null;
  /** The fleet count (issue #35): identical units owned, 0 to 999. */
  units: number;
  gallery: ImageWire[];
}

export function toProductListItemWire(item: ProductListItem): ProductListItemWire {
  return {
    uuid: item.uuid,
    model: item.model,
    slug: item.slug,
    category: item.category,
    category_en: item.categoryEn,
    category_uuid: item.categoryUuid,
    category_slug: item.categorySlug,
    translated: item.translated,
    price_day: item.priceDay,
    price_week: item.priceWeek,
    header_photo: toImageWire(item.headerPhoto),
  };
}

export function toProductWire(product: ProductView): ProductWire {
  return {
    ...toProductListItemWire(product),
    header_offer: product.headerOffer,
    details: product.details,
    technical_data: product.technicalData,
    header_offer_en: product.headerOfferEn,
    details_en: product.detailsEn,
    technical_data_en: product.technicalDataEn,
    units: product.units,
    gallery: product.gallery.map(toImageWire),
  };
}

/** The admin's page of machines: `{ items, total, page, limit }`. */
export function toProductPageWire(page: Page<ProductListItem>): Page<ProductListItemWire> {
  return {
    items: page.items.map(toProductListItemWire),
    total: page.total,
    page: page.page,
    limit: page.limit,
  };
}
