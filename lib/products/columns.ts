import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import { getDb, type Executor } from '@/db/client';
import { categories, images, products } from '@/db/schema';
import { categoryOfProduct } from '@/lib/trash/live';

/** The picture columns every view of an image needs (its URL, size and type). */
export const imageColumns = {
  id: images.id,
  sha256: images.sha256,
  mimeType: images.mimeType,
  width: images.width,
  height: images.height,
};

/** Whether a machine has all three English texts (issue #17): the list's mark and filter. */
export const isTranslated = sql<boolean>`(${products.headerOfferEn} is not null and ${products.detailsEn} is not null and ${products.technicalDataEn} is not null)`;

/** What a list entry shows: no HTML field (those are ~2 kB each and only a product page shows them). */
export const listColumns = {
  id: products.id,
  model: products.model,
  slug: products.slug,
  /** The category's id, null when it has none or it is in the trash (as its name and slug). */
  categoryId: categories.id,
  categoryName: categories.name,
  categoryNameEn: categories.nameEn,
  categorySlug: categories.slug,
  /** All three English texts present (the admin list marks the machines still lacking some). */
  translated: isTranslated,
  priceDay: products.priceDay,
  priceWeek: products.priceWeek,
  header: imageColumns,
};

/**
 * products joined with its header picture and its category (null when deleted or in the
 * trash); `extra` adds computed columns (search adds the count of matches). Callers add
 * `liveProduct` (lib/trash/live.ts) to their where.
 */
export function selectListRows<Extra extends Record<string, SQL | SQL.Aliased>>(
  extra: Extra = {} as Extra,
  db: Executor = getDb(),
) {
  return db
    .select({ ...listColumns, ...extra })
    .from(products)
    .innerJoin(images, eq(images.id, products.headerImageId))
    .leftJoin(categories, categoryOfProduct);
}
