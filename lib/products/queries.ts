import 'server-only';
import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { categories, images, productImages, products } from '@/db/schema';
import { cachedRead } from '@/lib/cache';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { ApiError } from '@/lib/errors';
import { toSlug } from '@/lib/slug';
import { categoryOfProduct, liveProduct } from '@/lib/trash/live';
import { UUID } from '@/lib/validation/patterns';
import { imageColumns, listColumns } from './columns';
import { PRODUCT_VIEW_SHAPE, toProductView, type ProductRecord, type ProductView } from './view';

const TAGS = [CACHE_TAGS.products, CACHE_TAGS.categories];

/** A product row with everything its page shows: the list columns and the HTML fields (never one in the trash). */
async function selectProducts(where: SQL): Promise<ProductRecord[]> {
  return getDb()
    .select({
      ...listColumns,
      headerOffer: products.headerOffer,
      details: products.details,
      technicalData: products.technicalData,
      headerOfferEn: products.headerOfferEn,
      detailsEn: products.detailsEn,
      technicalDataEn: products.technicalDataEn,
      units: products.units,
    })
    .from(products)
    .innerJoin(images, eq(images.id, products.headerImageId))
    .leftJoin(categories, categoryOfProduct)
    .where(and(liveProduct, where))
    .orderBy(asc(products.model));
}

async function withGallery(record: ProductRecord): Promise<ProductView> {
  const gallery = await getDb()
    .select(imageColumns)
    .from(productImages)
    .innerJoin(images, eq(images.id, productImages.imageId))
    .where(eq(productImages.productId, record.id))
    .orderBy(asc(productImages.position));
  return toProductView(record, gallery);
}

async function findOne(where: SQL): Promise<ProductView | null> {
  const [record] = await selectProducts(where);
  return record ? withGallery(record) : null;
}

export const findProductById = cachedRead(
  async (id: string): Promise<ProductView | null> =>
    UUID.test(id) ? findOne(eq(products.id, id)) : null,
  ['products:by-id', PRODUCT_VIEW_SHAPE],
  TAGS,
);

/** A machine by its slug, or by its exact model. */
export const findProductByModel = cachedRead(
  async (model: string): Promise<ProductView | null> =>
    findOne(or(eq(products.slug, toSlug(model)), eq(products.model, model))!),
  ['products:by-model', PRODUCT_VIEW_SHAPE],
  TAGS,
);

/** A machine by the slugs of its public page; it must be in that category. */
export const findProductBySlugs = cachedRead(
  async (categorySlug: string, modelSlug: string): Promise<ProductView | null> => {
    const product = await findOne(eq(products.slug, toSlug(modelSlug)));
    return product?.categorySlug === toSlug(categorySlug) ? product : null;
  },
  ['products:by-slugs', PRODUCT_VIEW_SHAPE],
  TAGS,
);

/** Cached reads answer null for "not found"; the API turns that into a 404 with its code. */
export function orThrow<T>(
  value: T | null,
  code: 'ERROR_GET_PRODUCT' | 'ERROR_GET_CATEGORY',
  param: string,
): T {
  if (value === null) throw new ApiError(code, param);
  return value;
}
