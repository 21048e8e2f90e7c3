import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { categories } from '@/db/schema';
import { cachedRead } from '@/lib/cache';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { ApiError } from '@/lib/errors';
import { liveCategory } from '@/lib/trash/live';
import { UUID } from '@/lib/validation/patterns';

/** A category as lib hands it out (the API's shape is made in ./wire.ts). */
export interface CategoryView {
  uuid: string;
  name: string;
  /** The English name; null until translated. */
  nameEn: string | null;
  slug: string;
}

/** Part of the cache key of cached reads that hold categories: change it with the fields. */
export const CATEGORY_VIEW_SHAPE = 'shape-2';

export function toCategoryView(row: typeof categories.$inferSelect): CategoryView {
  return { uuid: row.id, name: row.name, nameEn: row.nameEn, slug: row.slug };
}

/** Every category not in the trash, in alphabetical order (the menus, and 'first category'). */
export const listCategories = cachedRead(
  async (): Promise<CategoryView[]> => {
    const rows = await getDb()
      .select()
      .from(categories)
      .where(liveCategory)
      .orderBy(asc(categories.name));
    return rows.map(toCategoryView);
  },
  ['categories:list', CATEGORY_VIEW_SHAPE],
  [CACHE_TAGS.categories],
);

export async function findCategoryById(id: string): Promise<CategoryView | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await getDb()
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), liveCategory));
  return row ? toCategoryView(row) : undefined;
}

export async function getCategoryByIdOrThrow(id: string): Promise<CategoryView> {
  const category = await findCategoryById(id);
  if (!category) throw new ApiError('ERROR_GET_CATEGORY', 'uuid');
  return category;
}
