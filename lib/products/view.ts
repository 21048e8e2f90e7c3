import type { ImageRow, ImageView } from '@/lib/images/view';
import { romanianAlt, toImageView } from '@/lib/images/view';
import type { Prices } from './price';

/** The name shown for a machine whose category was deleted (spec §9). */
export const UNKNOWN_CATEGORY = 'Necunoscut';

/** A machine in a list: enough for a card with its picture, its price and its link. */
export interface ProductListItem extends Prices {
  uuid: string;
  model: string;
  slug: string;
  category: string;
  /** The category's English name; null until translated or when it was deleted. */
  category_en: string | null;
  category_uuid: string | null;
  category_slug: string | null;
  /** Whether the offer header, details and technical data all have an English version. */
  translated: boolean;
  header_photo: ImageView;
}

/** A machine with everything its page shows. */
export interface ProductView extends ProductListItem {
  header_offer: string;
  details: string;
  technical_data: string;
  /** English versions of the three HTML fields; null until translated. */
  header_offer_en: string | null;
  details_en: string | null;
  technical_data_en: string | null;
  gallery: ImageView[];
}

/** What a list reads: the product row joined with its category and header picture, no HTML. */
export interface ProductListRecord {
  id: string;
  model: string;
  slug: string;
  categoryId: string | null;
  categoryName: string | null;
  categoryNameEn: string | null;
  categorySlug: string | null;
  translated: boolean;
  priceDay: number | null;
  priceWeek: number | null;
  header: ImageRow;
}

/** What a product page reads: the list record and the HTML fields in both languages. */
export interface ProductRecord extends ProductListRecord {
  headerOffer: string;
  details: string;
  technicalData: string;
  headerOfferEn: string | null;
  detailsEn: string | null;
  technicalDataEn: string | null;
}

export function toListItem(record: ProductListRecord): ProductListItem {
  const altParts = { model: record.model, name: record.categoryName };
  return {
    uuid: record.id,
    model: record.model,
    slug: record.slug,
    category: record.categoryName ?? UNKNOWN_CATEGORY,
    category_en: record.categoryNameEn,
    category_uuid: record.categoryId,
    category_slug: record.categorySlug,
    translated: record.translated,
    price_day: record.priceDay,
    price_week: record.priceWeek,
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
    header_offer_en: record.headerOfferEn,
    details_en: record.detailsEn,
    technical_data_en: record.technicalDataEn,
    gallery: gallery.map((image, index) =>
      toImageView(image, romanianAlt({ ...altParts, kind: 'photo', index })),
    ),
  };
}
