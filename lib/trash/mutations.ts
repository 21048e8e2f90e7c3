import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { getDb, type Executor } from '@/db/client';
import { banners, categories, products } from '@/db/schema';
import { restoreBanner } from '@/lib/banners/mutations';
import { expireTags } from '@/lib/cache';
import { CACHE_TAGS, type CacheTag } from '@/lib/cache-tags';
import { ApiError } from '@/lib/errors';
import { deleteOrphanImages } from '@/lib/images/cleanup';
import { UUID } from '@/lib/validation/patterns';
import type { TrashType } from './retention';

/** The tags a change of each kind of item expires (a category shows on its machines' pages). */
const TAGS: Record<TrashType, CacheTag[]> = {
  product: [CACHE_TAGS.products],
  category: [CACHE_TAGS.categories, CACHE_TAGS.products],
  banner: [CACHE_TAGS.banners],
};

/**
 * Brings an item back from the trash as it was: a machine with its texts in both languages,
 * prices, pictures and gallery order, and its category (when that is not in the trash
 * itself); a category with the link of every machine that still names it; a banner in its
 * place. 404 ERROR_TRASH_ITEM when no such item is in the trash.
 */
export async function restoreFromTrash(type: TrashType, uuid: string): Promise<void> {
  const restored = UUID.test(uuid) && (await restoreRow(type, uuid.toLowerCase()));
  if (!restored) throw new ApiError('ERROR_TRASH_ITEM', 'uuid');
  expireTags(...TAGS[type]);
}

async function restoreRow(type: TrashType, id: string): Promise<boolean> {
  if (type === 'banner') return restoreBanner(id);
  const table = type === 'product' ? products : categories;
  const rows = await getDb()
    .update(table)
    .set({ deletedAt: null })
    .where(and(eq(table.id, id), isNotNull(table.deletedAt)))
    .returning({ id: table.id });
  return rows.length > 0;
}

/**
 * Deletes an item of the trash for good, as a delete did before the trash: a machine with its
 * gallery and the pictures only it used; a category, whose machines keep existing without one
 * ('Necunoscut'); a banner with its picture. An item not in the trash is 404 ERROR_TRASH_ITEM:
 * this never deletes what the site shows.
 */
export async function deleteFromTrash(uuid: string): Promise<{ type: TrashType; uuid: string }> {
  if (!UUID.test(uuid)) throw new ApiError('ERROR_TRASH_ITEM', 'uuid');
  const id = uuid.toLowerCase();
  const type = await getDb().transaction(async (tx) => {
    const found = await deleteTrashedRow(tx, id);
    if (found) await deleteOrphanImages(tx);
    return found;
  });
  if (!type) throw new ApiError('ERROR_TRASH_ITEM', 'uuid');
  expireTags(...TAGS[type]);
  return { type, uuid: id };
}

async function deleteTrashedRow(tx: Executor, id: string): Promise<TrashType | null> {
  const tables = [
    ['product', products],
    ['category', categories],
    ['banner', banners],
  ] as const;
  for (const [type, table] of tables) {
    const rows = await tx
      .delete(table)
      .where(and(eq(table.id, id), isNotNull(table.deletedAt)))
      .returning({ id: table.id });
    if (rows.length > 0) return type;
  }
  return null;
}
