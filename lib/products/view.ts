import type { ImageRow, ImageView } from '@/lib/images/view';
import { romanianAlt, toImageView } from '@/lib/images/view';
import type { Prices } from './price';

/** The name shown for a machine whose category was deleted (spec §9). */
export const UNKNOWN_CATEGORY = 'Necunoscut';

/**
 * Part of the cache key of every cached read that holds these types: change it with their
 * fields, so that an entry written in the old shape is never read as the new one.
 */
export const PRODUCT_VIEW_SHAPE = 'shape-3';

/**
 * A machine in a list: enough for a card with its picture, its price and its link. This is
 * what lib hands out; the API's snake_case shape is made in ./wire.ts.
 */
export interface ProductListItem extends Prices {
  uuid: string;
  model: string;
  slug: string;
  category: string;
  /** The category's English name; null until translated or when it was deleted. */
  categoryEn: string | null;
  categoryUuid: string | null;
  categorySlug: string | null;
  /** Whether the offer header, details and technical data all have an English version. */
  translated: boolean;
  headerPhoto: ImageView;
}

/** A machine with everything its page shows. */
export interface ProductView extends ProductListItem {
  headerOffer: string;
  details: string;
  technicalData: string;
  /** English versions of the three HTML fields; null until translated. */
  headerOfferEn: string | null;
  detailsEn: string | null;
  technicalDataEn: string | null;
  /** How many identical units the company owns (issue #35). */
  units: number;
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
  units: number;
}

export function toListItem(record: ProductListRecord): ProductListItem {
  const altParts = { model: record.model, name: record.categoryName };
  return {
    uuid: record.id,
    model: record.model,
    slug: record.slug,
    category: record.categoryName ?? UNKNOWN_CATEGORY,
    categoryEn: record.categoryNameEn,
    categoryUuid: record.categoryId,
    categorySlug: record.categorySlug,
    translated: record.translated,
    priceDay: record.priceDay,
    priceWeek: record.priceWeek,
    headerPhoto: toImageView(
      record.header,
      romanianAlt({ ...altParts, kind: 'presentation', index: 0 }),
    ),
  };
}

export function toProductView(record: ProductRecord, gallery: ImageRow[]): ProductView {
  const altParts = { model: record.model, name: record.categoryName };
  return {
    ...toListItem(record),
    headerOffer: record.headerOffer,
    details: record.details,
    technicalData: record.technicalData,
    headerOfferEn: record.headerOfferEn,
    detailsEn: record.detailsEn,
    technicalDataEn: record.technicalDataEn,
    units: record.units,
    gallery: gallery.map((image, index) =>
      toImageView(image, romanianAlt({ ...altParts, kind: 'photo', index })),
    ),
  };
}
