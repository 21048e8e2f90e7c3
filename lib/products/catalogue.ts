import 'server-only';
import { cache } from 'react';
import { listCategories, type CategoryView } from '@/lib/categories/queries';
import { toSlug } from '@/lib/slug';
import { listProductsByCategoryId } from './lists';
import type { ProductListItem } from './view';

export interface CategoryPageData {
  categories: CategoryView[];
  /** The category asked for, or the first one when the address names none (spec §2). */
  category: CategoryView;
  products: ProductListItem[];
}

/** A route parameter as the visitor typed it; a malformed escape is left as it is. */
export function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * What a category page shows, read from the cached queries; null when there is no category.
 * React's cache lets the page and its metadata share one read on a first (uncached) visit.
 */
export const getCategoryPageData = cache(async function getCategoryPageData(
  slug: string,
): Promise<CategoryPageData | null> {
  const categories = await listCategories();
  const wanted = toSlug(decodeParam(slug));
  const category = categories.find((item) => item.slug === wanted) ?? categories[0];
  if (!category) return null;
  const products = (await listProductsByCategoryId(category.uuid)) ?? [];
  return { categories, category, products };
});
