import { describe, expect, it } from 'vitest';
import type { ImageView } from '@/lib/images/view';
import type { ProductListItem, ProductView } from '@/lib/products/view';
import { toProductListItemWire, toProductPageWire, toProductWire } from '@/lib/products/wire';

const picture = (n: number): ImageView => ({
  uuid: `i-${n}`,
  url: `/api/image/${n}.jpg`,
  alt: `poza ${n}`,
  width: 100 + n,
  height: 50 + n,
});

// Every value differs, so a field mapped from the wrong one shows.
const item: ProductListItem = {
  uuid: 'p-1',
  model: 'JCB 3CX',
  slug: 'jcb-3cx',
  category: 'Buldoexcavatoare',
  categoryEn: 'Backhoe loaders',
  categoryUuid: 'c-1',
  categorySlug: 'buldoexcavatoare',
  translated: true,
  priceDay: 1250,
  priceWeek: 5000,
  headerPhoto: picture(0),
};

const product: ProductView = {
  ...item,
  headerOffer: '<p>oferta</p>',
  details: '<p>detalii</p>',
  technicalData: '<table></table>',
  headerOfferEn: '<p>offer</p>',
  detailsEn: '<p>details</p>',
  technicalDataEn: '<table>en</table>',
  units: 3,
  gallery: [picture(1), picture(2)],
};

// docs/api.md, Products: a list entry, then a product (the list entry's fields first).
const LIST_ENTRY_FIELDS = [
  'uuid',
  'model',
  'slug',
  'category',
  'category_en',
  'category_uuid',
  'category_slug',
  'translated',
  'price_day',
  'price_week',
  'header_photo',
];
const PRODUCT_FIELDS = [
  ...LIST_ENTRY_FIELDS,
  'header_offer',
  'details',
  'technical_data',
  'header_offer_en',
  'details_en',
  'technical_data_en',
  'units',
  'gallery',
];

describe('product list entry on the wire', () => {
  it('has exactly the fields docs/api.md lists, in that order', () => {
    expect(Object.keys(toProductListItemWire(item))).toEqual(LIST_ENTRY_FIELDS);
  });

  it('carries each value under its snake_case name', () => {
    expect(toProductListItemWire(item)).toEqual({
      uuid: 'p-1',
      model: 'JCB 3CX',
      slug: 'jcb-3cx',
      category: 'Buldoexcavatoare',
      category_en: 'Backhoe loaders',
      category_uuid: 'c-1',
      category_slug: 'buldoexcavatoare',
      translated: true,
      price_day: 1250,
      price_week: 5000,
      header_photo: picture(0),
    });
  });

  it('keeps the nulls of a machine without category, translation or price', () => {
    const wire = toProductListItemWire({
      ...item,
      category: 'Necunoscut',
      categoryEn: null,
      categoryUuid: null,
      categorySlug: null,
      priceDay: null,
      priceWeek: null,
    });
    expect(wire).toMatchObject({
      category_en: null,
      category_uuid: null,
      category_slug: null,
      price_day: null,
      price_week: null,
    });
  });
});

describe('product on the wire', () => {
  it('has exactly the fields docs/api.md lists, in that order', () => {
    expect(Object.keys(toProductWire(product))).toEqual(PRODUCT_FIELDS);
  });

  it('carries the texts in both languages and the gallery in order', () => {
    expect(toProductWire(product)).toMatchObject({
      header_offer: '<p>oferta</p>',
      details: '<p>detalii</p>',
      technical_data: '<table></table>',
      header_offer_en: '<p>offer</p>',
      details_en: '<p>details</p>',
      technical_data_en: '<table>en</table>',
      units: 3,
      gallery: [picture(1), picture(2)],
    });
  });
});

describe("the admin's page of machines on the wire", () => {
  it('is { items, total, page, limit } with list entries', () => {
    const wire = toProductPageWire({ items: [item], total: 7, page: 2, limit: 5 });
    expect(Object.keys(wire)).toEqual(['items', 'total', 'page', 'limit']);
    expect(wire).toEqual({ items: [toProductListItemWire(item)], total: 7, page: 2, limit: 5 });
  });
});
