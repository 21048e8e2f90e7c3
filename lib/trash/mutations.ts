import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { getDb, type Executor } from '@/db/client';
import { banners, categories, products } from '@/db/schema';
import { restoreBanner } from '@/lib/banners/mutations';
import { recordAudit } from '@/lib/audit/record';
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
  return getDb().transaction(async (tx) => {
    const [row] =
      type === 'product'
        ? await tx
            .update(products)
            .set({ deletedAt: null })
            .where(and(eq(products.id, id), isNotNull(products.deletedAt)))
            .returning({ label: products.model })
        : await tx
            .update(categories)
            .set({ deletedAt: null })
            .where(and(eq(categories.id, id), isNotNull(categories.deletedAt)))
            .returning({ label: categories.name });
    if (!row) return false;
    await recordAudit(tx, { action: 'restore', type, id, label: row.label });
    return true;
  });
}

/**
 * Deletes an item of the trash for good, as a delete did before the trash: a machine with its
 * gallery and the pictures only it used; a category, whose machines keep existing without one
 * ('Necunoscut'); a banner with its picture. An item not in the trash is 404 ERROR_TRASH_ITEM:
 * this never deletes what the site shows.
 */
export async function deleteFromTrash(uuid: string): Promise<{ type: TrashType; uuid: string }> {
  const id = uuid.toLowerCase();
  const type = await getDb().transaction(async (tx) => {
    const found = await deleteTrashedRow(tx, id);
    if (!found) return null;
    await deleteOrphanImages(tx);
    await recordAudit(tx, { action: 'purge', type: found.type, id, label: found.label });
    return found.type;
  });
  if (!type) throw new ApiError('ERROR_TRASH_ITEM', 'uuid');
  expireTags(...TAGS[type]);
  return { type, uuid: id };
}

async function deleteTrashedRow(
  tx: Executor,
  id: string,
): Promise<{ type: TrashType; label: string } | null> {
  const [product] = await tx
    .delete(products)
    .where(and(eq(products.id, id), isNotNull(products.deletedAt)))
    .returning({ label: products.model });
  if (product) return { type: 'product', label: product.label };
  const [category] = await tx
    .delete(categories)
    .where(and(eq(categories.id, id), isNotNull(categories.deletedAt)))
    .returning({ label: categories.name });
  if (category) return { type: 'category', label: category.label };
  const [banner] = await tx
    .delete(banners)
    .where(and(eq(banners.id, id), isNotNull(banners.deletedAt)))
    .returning({ id: banners.id });
  return banner ? { type: 'banner', label: '' } : null;
}
