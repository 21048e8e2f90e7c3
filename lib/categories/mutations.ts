import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import { categories } from '@/db/schema';
import { changedFields } from '@/lib/audit/diff';
import { recordAudit } from '@/lib/audit/record';
import { expireTags } from '@/lib/cache';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { ApiError } from '@/lib/errors';
import { toSlug } from '@/lib/slug';
import { liveCategory } from '@/lib/trash/live';
import { findTrashedCategory } from '@/lib/trash/queries';
import { toCategoryView, type CategoryView } from './queries';
import type { CategoryNames } from './schema';

export async function createCategory({ name, nameEn }: CategoryNames): Promise<CategoryView> {
  const [row] = await guardUnique(name, () =>
    getDb().transaction(async (tx) => {
      const created = await tx
        .insert(categories)
        .values({ name, nameEn: nameEn ?? null, slug: toSlug(name) })
        .returning();
      const id = created[0]?.id;
      await recordAudit(tx, { action: 'create', type: 'category', id, label: name });
      return created;
    }),
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
  const [row] = await guardUnique(name, () =>
    getDb().transaction(async (tx) => {
      const [before] = await tx
        .select({ name: categories.name, nameEn: categories.nameEn })
        .from(categories)
        .where(and(eq(categories.id, id), liveCategory));
      if (!before) return [];
      const updated = await tx
        .update(categories)
        .set({ name, nameEn, updatedAt: new Date(), slug: toSlug(name) })
        .where(and(eq(categories.id, id), liveCategory))
        .returning();
      const changes = changedFields(
        before,
        { name, ...(nameEn === undefined ? {} : { nameEn }) },
        {
          name: 'name',
          name_en: 'nameEn',
        },
      );
      await recordAudit(tx, { action: 'update', type: 'category', id, label: name, changes });
      return updated;
    }),
  );
  if (!row) throw new ApiError('ERROR_GET_CATEGORY', 'uuid');
  // Product pages show their category's name (in both languages) and link, so they change too.
  expireTags(CACHE_TAGS.categories, CACHE_TAGS.products);
  return toCategoryView(row);
}

/**
 * Moves a category to the trash: its machines stay and show with no category ('Necunoscut',
 * no public page) while it is there; a restore links them to it again (lib/trash/).
 */
export async function deleteCategory(id: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [deleted] = await tx
      .update(categories)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(categories.id, id), liveCategory))
      .returning({ name: categories.name });
    if (!deleted) throw new ApiError('ERROR_GET_CATEGORY', 'uuid');
    await recordAudit(tx, { action: 'delete', type: 'category', id, label: deleted.name });
  });
  expireTags(CACHE_TAGS.categories, CACHE_TAGS.products);
}

async function guardUnique<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same name, or one that gives the same slug ('Excavatoare' / 'excavatoare'); a
    // category in the trash keeps its name, and the answer says where it is.
    const exists = new ApiError('ERROR_CATEGORY_EXIST', 'name');
    if (await findTrashedCategory(name)) {
      exists.errors.push({ msg: 'ERROR_CATEGORY_IN_TRASH', param: 'name' });
    }
    throw exists;
  }
}
