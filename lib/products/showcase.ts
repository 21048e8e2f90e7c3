import 'server-only';
import { and, asc, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { categories, products } from '@/db/schema';
import { cachedRead } from '@/lib/cache';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { liveCategory, liveProduct } from '@/lib/trash/live';
import { selectListRows } from './columns';
import { PRODUCT_VIEW_SHAPE, toListItem, type ProductListItem } from './view';

/**
 * How many categories the home page and the contact page sample: the hero shows the first
 * three machines, the keywords meta takes the brands of all of them.
 */
export const SHOWCASE_CATEGORIES = 24;

/**
 * The first machine (by model) of each of the first `count` categories (by name) that have
 * one. Its cost depends on `count`, not on the size of the catalogue: the pages that show
 * it (home, contact) stay as fast with 10,000 machines as with 15.
 */
export const listShowcase = cachedRead(
  async (count: number): Promise<ProductListItem[]> => {
    // Written out: in a select list Drizzle leaves columns unqualified, which a subquery misreads.
    const firstOfCategory = sql<string>`(select p.id from products p
      where p.category_id = categories.id and p.deleted_at is null order by p.model limit 1)`;
    const picked = await getDb()
      .select({ id: firstOfCategory })
      .from(categories)
      .where(
        and(
          liveCategory,
          sql`exists (select 1 from ${products} where ${products.categoryId} = ${categories.id} and ${liveProduct})`,
        ),
      )
      .orderBy(asc(categories.name))
      .limit(count);
    const ids = picked.map((row) => row.id);
    if (ids.length === 0) return [];
    const rows = await selectListRows().where(and(liveProduct, inArray(products.id, ids)));
    const byId = new Map(rows.map((row) => [row.id, toListItem(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  },
  ['products:showcase', PRODUCT_VIEW_SHAPE],
  [CACHE_TAGS.products, CACHE_TAGS.categories],
);
