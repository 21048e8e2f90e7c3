import 'server-only';
import { asc, count } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { categories, products } from '@/db/schema';
import { cachedRead } from '@/lib/cache';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { listCategories } from '@/lib/categories/queries';
import { categoryOfProduct, liveProduct } from '@/lib/trash/live';

/**
 * Public pages per child sitemap. Each page is listed in both languages, so a child holds
 * 5,000 URLs (~2.7 MB): well under the 50,000 URLs and 50 MB sitemaps allow, and quick to
 * write per request from its cached page list.
 */
export const PATHS_PER_SITEMAP = 2500;

const TAGS = [CACHE_TAGS.products, CACHE_TAGS.categories];
const STATIC_PATHS = ['/home', '/contact'];

const countProductPages = cachedRead(
  async (): Promise<number> => {
    const [row] = await getDb()
      .select({ total: count() })
      .from(products)
      .innerJoin(categories, categoryOfProduct)
      .where(liveProduct);
    return row?.total ?? 0;
  },
  ['sitemap:product-count'],
  TAGS,
);

/** Product page paths, by model, from `offset`: slugs only, never the HTML. */
const productPaths = cachedRead(
  async (offset: number, limit: number): Promise<string[]> => {
    const rows = await getDb()
      .select({ model: products.slug, category: categories.slug })
      .from(products)
      .innerJoin(categories, categoryOfProduct)
      .where(liveProduct)
      .orderBy(asc(products.model))
      .offset(offset)
      .limit(limit);
    return rows.map((row) => `/categorie/${row.category}/utilaj/${row.model}`);
  },
  ['sitemap:product-paths'],
  TAGS,
);

async function leadingPaths(): Promise<string[]> {
  const list = await listCategories();
  return [...STATIC_PATHS, ...list.map((category) => `/categorie/${category.slug}`)];
}

/** How many child sitemaps the site needs now (at least one). */
export async function sitemapCount(): Promise<number> {
  const [leading, productCount] = await Promise.all([leadingPaths(), countProductPages()]);
  return Math.max(1, Math.ceil((leading.length + productCount) / PATHS_PER_SITEMAP));
}

/**
 * The public page paths of child sitemap `index` (from 0): home, contact and the categories
 * first, then the machines by model; [] past the end.
 */
export async function sitemapPaths(index: number): Promise<string[]> {
  const leading = await leadingPaths();
  const start = index * PATHS_PER_SITEMAP;
  const end = start + PATHS_PER_SITEMAP;
  const fromLeading = leading.slice(start, end);
  const productStart = Math.max(0, start - leading.length);
  const productLimit = PATHS_PER_SITEMAP - fromLeading.length;
  return [...fromLeading, ...(await productPaths(productStart, productLimit))];
}
