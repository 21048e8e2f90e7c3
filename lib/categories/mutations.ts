import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import { categories } from '@/db/schema';
import { expireTags } from '@/lib/cache';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { ApiError } from '@/lib/errors';
import { toSlug } from '@/lib/slug';
import { toCategoryView, type CategoryView } from './queries';
import type { CategoryNames } from './schema';

export async function createCategory({ name, nameEn }: CategoryNames): Promise<CategoryView> {
  const [row] = await guardUnique(() =>
    getDb()
      .insert(categories)
      .values({ name, nameEn: nameEn ?? null, slug: toSlug(name) })
      .returning(),
  );
  if (!row) throw new ApiError('INTERNAL_ERROR');
  expireTags(CACHE_TAGS.categories);
  return toCategoryView(row);
}

/** Renames a category; an English name left undefined stays as it is. */
export async function updateCategory(
  id: string,
  { name, nameEn }: CategoryNames,
): Promise<CategoryView> {
  const [row] = await guardUnique(() =>
    getDb()
      .update(categories)
      .set({ name, nameEn, slug: toSlug(name), updatedAt: new Date() })
      .where(eq(categories.id, id))
      .returning(),
  );
  if (!row) throw new ApiError('ERROR_GET_CATEGORY', 'uuid');
  // Product pages show their category's name (in both languages) and link, so they change too.
  expireTags(CACHE_TAGS.categories, CACHE_TAGS.products);
  return toCategoryView(row);
}

/** Deletes a category; its machines stay, with no category ('Necunoscut'). */
export async function deleteCategory(id: string): Promise<void> {
  const deleted = await getDb()
    .delete(categories)
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  if (deleted.length === 0) throw new ApiError('ERROR_GET_CATEGORY', 'uuid');
  expireTags(CACHE_TAGS.categories, CACHE_TAGS.products);
}

async function guardUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // The same name, or one that gives the same slug ('Excavatoare' / 'excavatoare').
    if (isUniqueViolation(error)) throw new ApiError('ERROR_CATEGORY_EXIST', 'name');
    throw error;
  }
}
