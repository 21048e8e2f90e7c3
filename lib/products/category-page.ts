import 'server-only';
import { and, asc, count, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '@/db/client';
import { products } from '@/db/schema';
import { cachedRead } from '@/lib/cache';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { listCategories, type CategoryView as Category } from '@/lib/categories/queries';
import { toSlug } from '@/lib/slug';
import { liveProduct } from '@/lib/trash/live';
import { decodeParam } from './catalogue';
import {
  CATEGORY_PAGE_SIZE,
  pageCount,
  type CategoryOrder,
  type CategoryView,
  type ListOrder,
} from './category-view';
import { selectListRows } from './columns';
import { PRODUCT_VIEW_SHAPE, toListItem, type ProductListItem } from './view';

/** One page of a category's machines, with how many the view holds in all. */
export interface CategoryPageItems {
  items: ProductListItem[];
  total: number;
}

/**
 * 'pret' and 'pret-desc' sort by the price per day, machines without one last, then by
 * model; search's 'relevanta' is its own rank, given as `rank`.
 */
export function listOrderBy(order: ListOrder, rank?: SQL): SQL[] {
  if (order === 'relevanta')
    return rank ? [desc(rank), asc(products.model)] : [asc(products.model)];
  if (order === 'model') return [asc(products.model)];
  const price = order === 'pret' ? asc(products.priceDay) : desc(products.priceDay);
  return [sql`${products.priceDay} is null`, price, asc(products.model)];
}

/** A machine with a price shown ('Doar cu pret afisat'): per day or per week. */
export const hasAPrice = or(isNotNull(products.priceDay), isNotNull(products.priceWeek));

/**
 * The machines of one page of a category's view, read with LIMIT/OFFSET and cached per view:
 * a category of 2,000 machines is 84 pages of 24, never one list of 2,000 in a page.
 */
const readCategoryPage = cachedRead(
  async (
    categoryId: string,
    order: CategoryOrder,
    pricedOnly: boolean,
    page: number,
  ): Promise<CategoryPageItems> => {
    const where = and(
      liveProduct,
      eq(products.categoryId, categoryId),
      pricedOnly ? hasAPrice : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      selectListRows()
        .where(where)
        .orderBy(...listOrderBy(order))
        .limit(CATEGORY_PAGE_SIZE)
        .offset((page - 1) * CATEGORY_PAGE_SIZE),
      getDb().select({ total: count() }).from(products).where(where),
    ]);
    return { items: rows.map(toListItem), total: counted?.total ?? 0 };
  },
  ['products:category-page', PRODUCT_VIEW_SHAPE],
  [CACHE_TAGS.products, CACHE_TAGS.categories],
);

export interface CategoryListing extends CategoryPageItems {
  categories: Category[];
  category: Category;
  view: CategoryView;
  pages: number;
}

/**
 * What a category page shows for a view; null when the category does not exist or the page
 * is past the view's last (404). React's cache lets the page and its metadata share one read.
 */
export const getCategoryListing = cache(async function getCategoryListing(
  slug: string,
  view: CategoryView,
): Promise<CategoryListing | null> {
  const categories = await listCategories();
  const category = categories.find((item) => item.slug === toSlug(decodeParam(slug)));
  if (!category) return null;
  const { items, total } = await readCategoryPage(
    category.uuid,
    view.order,
    view.pricedOnly,
    view.page,
  );
  const pages = pageCount(total);
  if (view.page > pages) return null;
  return { categories, category, view, items, total, pages };
});
