import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DELETE as deleteBannerRoute } from '@/app/api/banner/[id]/route';
import { DELETE as deleteCategoryRoute } from '@/app/api/category/[uuid]/route';
import type { Database } from '@/db/client';
import { banners, categories, images, products } from '@/db/schema';
import { restoreBackup } from '@/lib/backup/restore';
import { listCategories } from '@/lib/categories/queries';
import { purgeExpiredTrash } from '@/lib/trash/expire';
import { listTrash } from '@/lib/trash/queries';
import { backupBytes, emptyDatabase, fileOf } from '../backup/support';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';
import { jpegPicture, pngPicture, sent } from '../support/pictures';
import { createProduct, orphanImageCount, productBody } from '../support/products';
import { deleteProduct, productDetails, restore, trashList, trashUuids } from './support';

const database = setupTestDatabase({ seeded: true });
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(drops.map((drop) => drop()));
});

/** A machine whose two pictures no other row uses, sent to the trash. */
async function trashedMachine(model: string, colour: string): Promise<string> {
  const [category] = await listCategories();
  const created = await createProduct(
    await productBody({
      model,
      category: category!.name,
      header_photo: sent(await jpegPicture(50, 50, colour), 'image/jpeg'),
      gallery: [sent(await pngPicture(21, 21, colour))],
    }),
  );
  expect(created.status).toBe(201);
  expect((await deleteProduct(created.body.uuid)).status).toBe(200);
  return created.body.uuid;
}

/** Moves an item's deletion back in time, as if it had waited in the trash that long. */
async function deletedDaysAgo(db: Database, uuid: string, days: number): Promise<void> {
  const at = sql`now() - make_interval(days => ${days})`;
  await db.update(products).set({ deletedAt: at }).where(eq(products.id, uuid));
  await db.update(categories).set({ deletedAt: at }).where(eq(categories.id, uuid));
  await db.update(banners).set({ deletedAt: at }).where(eq(banners.id, uuid));
}

async function pictureIdsOf(db: Database, uuid: string): Promise<string[]> {
  const [row] = await db.select().from(products).where(eq(products.id, uuid));
  return row ? [row.headerImageId] : [];
}

describe('trash: the purge after 30 days', () => {
  it('removes what is older than 30 days, with its pictures, and keeps the rest', async () => {
    const db = database.handle().db;
    const old = await trashedMachine('Vechi 31', '#101010');
    const recent = await trashedMachine('Recent 29', '#202020');
    const oldPictures = await pictureIdsOf(db, old);
    const [banner] = await db.select().from(banners).limit(1);
    await call(deleteBannerRoute, {
      method: 'DELETE',
      path: '/x',
      params: { id: banner!.id },
      as: 'bearer',
    });
    const [category] = await listCategories();
    const [kept] = await db.select().from(products).where(eq(products.categoryId, category!.uuid));
    await call(deleteCategoryRoute, {
      method: 'DELETE',
      path: '/x',
      params: { uuid: category!.uuid },
      as: 'bearer',
    });
    for (const uuid of [old, banner!.id, category!.uuid]) await deletedDaysAgo(db, uuid, 31);
    await deletedDaysAgo(db, recent, 29);

    // Listing the trash purges first: only the item still within its 30 days is shown.
    const listed = (await trashList()).body;
    expect(listed.map((item) => item.uuid)).toEqual([recent]);
    expect(await db.select().from(products).where(eq(products.id, old))).toEqual([]);
    expect(await db.select().from(banners).where(eq(banners.id, banner!.id))).toEqual([]);
    expect(await db.select().from(categories).where(eq(categories.id, category!.uuid))).toEqual([]);
    expect(await db.select().from(images).where(inArray(images.id, oldPictures))).toEqual([]);
    expect(await orphanImageCount(db)).toBe(0);
    // A purged category's machines stay on the site without one, as after a delete for good.
    expect((await productDetails(kept!.id)).body.category).toBe('Necunoscut');
    expect((await restore('product', old)).status).toBe(404);
    expect((await restore('product', recent)).status).toBe(200);
  });

  it('runs once when two servers purge at the same time', async () => {
    const db = database.handle().db;
    const doomed = [
      await trashedMachine('Dublu 1', '#303030'),
      await trashedMachine('Dublu 2', '#404040'),
    ];
    for (const uuid of doomed) await deletedDaysAgo(db, uuid, 40);
    const results = await Promise.all([purgeExpiredTrash(), purgeExpiredTrash()]);
    const purged = results.reduce((sum, result) => sum + (result?.products ?? 0), 0);
    expect(purged).toBe(2);
    expect(await trashUuids()).not.toEqual(expect.arrayContaining(doomed));
    expect(await orphanImageCount(db)).toBe(0);
  });

  it('travels in a backup: the restored site has the same trash, pictures included', async () => {
    const source = database.handle();
    await trashedMachine('In backup', '#505050');
    const before = await listTrash(source.db);
    expect(before.length).toBeGreaterThan(0);
    const { handle: copy, drop } = await emptyDatabase(inject('databaseDriver'));
    drops.push(drop);
    await restoreBackup(copy, fileOf(await backupBytes(source)));
    expect(await listTrash(copy.db)).toEqual(before);
  });
});
