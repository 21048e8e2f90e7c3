import { and, eq, isNull } from 'drizzle-orm';
import { banners, categories, products } from '@/db/schema';

/*
 * What every reader of the catalogue adds to its query so that rows in the trash
 * (deleted_at set, lib/trash/) are never seen: public pages, the API's lists, search, the
 * sitemaps, the address gate, the admin's lists and the dashboard.
 */

/** A machine that is not in the trash. */
export const liveProduct = isNull(products.deletedAt);

/** A category that is not in the trash. */
export const liveCategory = isNull(categories.deletedAt);

/** A banner that is not in the trash. */
export const liveBanner = isNull(banners.deletedAt);

/**
 * The join of a machine to its category when that category is not in the trash: a machine
 * of a trashed category reads as one without a category ('Necunoscut', no public page), as
 * the spec has a deleted category's machines; a restore of the category brings the link back.
 */
export const categoryOfProduct = and(eq(categories.id, products.categoryId), liveCategory)!;
