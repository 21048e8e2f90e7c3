import 'server-only';
import { and, asc, count, eq, ilike, not, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { categories, products } from '@/db/schema';
import { cachedRead } from '@/lib/cache';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { ApiError } from '@/lib/errors';
import { filterParam, offsetOf, type Page, type PageQuery } from '@/lib/http/pagination';
import { toSlug } from '@/lib/slug';
import { categoryOfProduct, liveCategory, liveProduct } from '@/lib/trash/live';
import { UUID } from '@/lib/validation/patterns';
import { isTranslated, selectListRows } from './columns';
import { ALL_CATEGORIES, substringPattern, type ProductFilter } from './filter';
import { PRODUCT_VIEW_SHAPE, toListItem, UNKNOWN_CATEGORY, type ProductListItem } from './view';

const TAGS = [CACHE_TAGS.products, CACHE_TAGS.categories];

/**
 * Rows per cached piece of the full list: ~450 bytes each, so a piece stays well under
 * the 2 MB Next's data cache accepts, whatever the size of the catalogue.
 */
const CHUNK_ROWS = 2000;

async function listWhere(where: SQL | undefined, limit?: number, offset = 0) {
  const query = selectListRows()
    .where(and(liveProduct, where))
    .orderBy(asc(products.model))
    .offset(offset);
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(toListItem);
}

/** The spec §4 filter as SQL: case-insensitive substring on the category name and the model. */
function filterWhere(filter: ProductFilter): SQL | undefined {
  const category =
    filter.category === ALL_CATEGORIES
      ? undefined
      : ilike(
          sql`coalesce(${categories.name}, ${UNKNOWN_CATEGORY})`,
          substringPattern(filter.category),
        );
  const model =
    filter.model === '' ? undefined : ilike(products.model, substringPattern(filter.model));
  return and(category, model, filter.untranslated ? not(isTranslated) : undefined);
}

/** The list filter of an address (?category=&model=&untranslated=1), as the API reads it. */
export function productFilterFrom(params: URLSearchParams): ProductFilter {
  const untranslated = params.get('untranslated') ?? '';
  if (!['', '0', '1'].includes(untranslated)) throw new ApiError('INVALID_FILTER', 'untranslated');
  return {
    category: filterParam(params, 'category'),
    model: filterParam(params, 'model'),
    untranslated: untranslated === '1',
  };
}

/** One page of the admin's machine list, filtered; read fresh (the admin edits it). */
export async function listProductsPage(
  filter: ProductFilter,
  query: PageQuery,
): Promise<Page<ProductListItem>> {
  const where = filterWhere(filter);
  const [items, [counted]] = await Promise.all([
    listWhere(where, query.limit, offsetOf(query)),
    getDb()
      .select({ total: count() })
      .from(products)
      .leftJoin(categories, categoryOfProduct)
      .where(and(liveProduct, where)),
  ]);
  return { items, total: counted?.total ?? 0, page: query.page, limit: query.limit };
}

/**
 * The names the admin's category filter offers (spec §2): only categories that have machines,
 * by name, then 'Necunoscut' when some machine has none. Read fresh, like the list.
 */
export async function categoryNamesWithMachines(): Promise<string[]> {
  const rows = await getDb()
    .selectDistinct({ name: categories.name })
    .from(products)
    .leftJoin(categories, categoryOfProduct)
    .where(liveProduct);
  const names = rows.flatMap((row) => (row.name === null ? [] : [row.name])).sort(compareNames);
  return rows.some((row) => row.name === null) ? [...names, UNKNOWN_CATEGORY] : names;
}

const compareNames = new Intl.Collator('ro', { sensitivity: 'base', numeric: true }).compare;

const countProducts = cachedRead(
  async (): Promise<number> => {
    const [row] = await getDb().select({ total: count() }).from(products).where(liveProduct);
    return row?.total ?? 0;
  },
  ['products:count'],
  TAGS,
);

const listProductsChunk = cachedRead(
  (index: number) => listWhere(undefined, CHUNK_ROWS, index * CHUNK_ROWS),
  ['products:chunk', PRODUCT_VIEW_SHAPE],
  TAGS,
);

/**
 * Every machine, by model (the spec's plain GET /api/product). Read in cached pieces, so
 * that a large catalogue is still served from the cache rather than queried per request.
 */
export async function listProducts(): Promise<ProductListItem[]> {
  const chunks = Math.ceil((await countProducts()) / CHUNK_ROWS);
  const pieces = await Promise.all(
    Array.from({ length: chunks }, (_, index) => listProductsChunk(index)),
  );
  return pieces.flat();
}

/** The machines of a category, by its uuid; an unknown category is 404. */
export const listProductsByCategoryId = cachedRead(
  async (id: string): Promise<ProductListItem[] | null> => {
    if (!UUID.test(id)) return null;
    const [category] = await getDb()
      .select()
      .from(categories)
      .where(and(eq(categories.id, id), liveCategory));
    if (!category) return null;
    return listWhere(eq(products.categoryId, category.id));
  },
  ['products:by-category-id', PRODUCT_VIEW_SHAPE],
  TAGS,
);

/** The machines of a category, by its slug (a name is turned into its slug). */
export const listProductsByCategorySlug = cachedRead(
  async (slug: string): Promise<ProductListItem[] | null> => {
    const [category] = await getDb()
      .select()
      .from(categories)
      .where(and(eq(categories.slug, toSlug(slug)), liveCategory));
    if (!category) return null;
    return listWhere(eq(products.categoryId, category.id));
  },
  ['products:by-category-slug', PRODUCT_VIEW_SHAPE],
  TAGS,
);
