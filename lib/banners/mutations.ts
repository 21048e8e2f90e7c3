import 'server-only';
import { and, count, eq, gte, isNotNull, max, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/db/client';
import { banners } from '@/db/schema';
import { changedFields } from '@/lib/audit/diff';
import { recordAudit } from '@/lib/audit/record';
import { expireTags } from '@/lib/cache';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { ApiError } from '@/lib/errors';
import { preparePictures, storePictures } from '@/lib/images/input';
import { liveBanner } from '@/lib/trash/live';
import type { PictureInput } from '@/lib/images/schema';
import { BANNER_SIZE_LIMIT_BYTES, IMAGE_COUNT_LIMIT } from '@/lib/validation/limits';
import { readBanners } from './queries';
import type { BannerView } from './view';

/** The advisory lock key of banner uploads (any number, the same in every instance). */
const BANNER_UPLOAD_LOCK = 73_400_002;

/**
 * Spec §5: the banners may not number more than the image limit, in total (those in the
 * trash do not count). Past it the upload is 400 TOO_MANY_IMAGES, like a list of six.
 */
async function refuseOverLimit(db: Executor, adding: number): Promise<void> {
  const [row] = await db.select({ total: count() }).from(banners).where(liveBanner);
  if ((row?.total ?? 0) + adding > IMAGE_COUNT_LIMIT)
    throw new ApiError('TOO_MANY_IMAGES', 'banner');
}

/** Adds banners after the existing ones, up to the image limit in all; answers the new ones. */
export async function createBanners(inputs: PictureInput[]): Promise<BannerView[]> {
  // Refused before the pictures are decoded, and again under the lock below.
  await refuseOverLimit(getDb(), inputs.length);
  const pictures = await preparePictures(
    inputs.map((input, index) => ({
      input,
      slot: {
        invalid: 'INVALID_IMAGE',
        param: `banner.${index}`,
        maxBytes: BANNER_SIZE_LIMIT_BYTES,
      },
    })),
  );
  const created = await getDb().transaction(async (tx) => {
    // Two uploads at once would each see room for themselves: they take turns.
    await tx.execute(sql`select pg_advisory_xact_lock(${BANNER_UPLOAD_LOCK})`);
    await refuseOverLimit(tx, inputs.length);
    const imageIds = await storePictures(tx, pictures);
    const [last] = await tx.select({ position: max(banners.position) }).from(banners);
    const start = (last?.position ?? -1) + 1;
    const rows = await tx
      .insert(banners)
      .values(imageIds.map((imageId, index) => ({ imageId, position: start + index })))
      .returning({ id: banners.id });
    const ids = new Set(rows.map((row) => row.id));
    await recordAudit(tx, {
      action: 'create',
      type: 'banner',
      id: rows.length === 1 ? rows[0]?.id : null,
      label: String(rows.length),
    });
    return (await readBanners(tx)).filter((banner) => ids.has(banner.uuid));
  });
  expireTags(CACHE_TAGS.banners);
  return created;
}

/**
 * Puts the banners in the order given; banners left out keep their order after those given.
 * An unknown uuid is 400 INVALID_UUID naming its index.
 */
export async function reorderBanners(order: string[]): Promise<BannerView[]> {
  const list = await getDb().transaction(async (tx) => {
    const current = await readBanners(tx);
    const known = new Set(current.map((banner) => banner.uuid));
    order.forEach((uuid, index) => {
      if (!known.has(uuid)) throw new ApiError('INVALID_UUID', String(index));
    });
    const rest = current.map((banner) => banner.uuid).filter((uuid) => !order.includes(uuid));
    const ordered = [...new Set(order), ...rest];
    for (const [position, id] of ordered.entries()) {
      await tx.update(banners).set({ position }).where(eq(banners.id, id));
    }
    const before = current.map((banner) => banner.uuid);
    await recordAudit(tx, {
      action: 'update',
      type: 'banner',
      label: String(ordered.length),
      changes: changedFields({ order: before }, { order: ordered }, { order: 'order' }),
    });
    return readBanners(tx);
  });
  expireTags(CACHE_TAGS.banners);
  return list;
}

/**
 * Moves a banner to the trash, keeping its picture and its position (lib/trash/); the
 * others keep theirs, so the carousel simply skips it.
 */
export async function deleteBanner(id: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const trashed = await tx
      .update(banners)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(banners.id, id), liveBanner))
      .returning({ id: banners.id });
    if (trashed.length === 0) throw new ApiError('ERROR_DELETE_BANNER_PHOTO', 'id');
    await recordAudit(tx, { action: 'delete', type: 'banner', id });
  });
  expireTags(CACHE_TAGS.banners);
}

/**
 * Brings a banner back from the trash to its place: the banners at or after its position
 * move one down. Refused (TOO_MANY_IMAGES) when the carousel is full meanwhile. False when
 * no banner with that id is in the trash.
 */
export async function restoreBanner(id: string): Promise<boolean> {
  const restored = await getDb().transaction(async (tx) => {
    // Under the uploads' lock: an upload and a restore at once could pass the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(${BANNER_UPLOAD_LOCK})`);
    const [row] = await tx
      .select({ position: banners.position })
      .from(banners)
      .where(and(eq(banners.id, id), isNotNull(banners.deletedAt)))
      .for('update');
    if (!row) return false;
    await refuseOverLimit(tx, 1);
    await tx
      .update(banners)
      .set({ position: sql`${banners.position} + 1` })
      .where(and(liveBanner, gte(banners.position, row.position)));
    await tx.update(banners).set({ deletedAt: null }).where(eq(banners.id, id));
    await recordAudit(tx, { action: 'restore', type: 'banner', id });
    return true;
  });
  if (restored) expireTags(CACHE_TAGS.banners);
  return restored;
}
