import { beforeEach, describe, expect, it } from 'vitest';
import { GET as datasheetRoute } from '@/app/[locale]/(site)/categorie/[slug]/utilaj/[model]/fisa-tehnica.pdf/route';
import { GET as imageRoute } from '@/app/api/image/[file]/route';
import { GET as listRoute } from '@/app/api/product/route';
import { POST as restoreRoute } from '@/app/api/trash/restore/route';
import { listCategories } from '@/lib/categories/queries';
import { TRASH_RETENTION_MS } from '@/lib/trash/retention';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';
import { jpegPicture, pngPicture, sent } from '../support/pictures';
import {
  createProduct,
  imageCount,
  orphanImageCount,
  productBody,
  updateProduct,
  type ProductWire,
} from '../support/products';
import { clearRateLimits } from '../support/rate-limits';
import {
  deleteForGood,
  deleteProduct,
  gate,
  productDetails,
  publicProduct,
  restore,
  searchModels,
  sitemap,
  trashList,
  trashUuids,
} from './support';

// Issue #32, item 5: a deleted machine waits in the trash ('Cos de gunoi') for 30 days.
const database = setupTestDatabase({ seeded: true });

beforeEach(() => clearRateLimits(database.handle().db));

/** A machine with everything a restore must bring back: English texts, prices, a gallery. */
async function createFullMachine(model: string, shade: number): Promise<ProductWire> {
  const [category] = await listCategories();
  const colour = (n: number) => `#${(shade * 16 + n).toString(16).padStart(2, '0')}3050`;
  const created = await createProduct(
    await productBody({
      model,
      category: category!.name,
      header_offer_en: '<p>Offer in English</p>',
      details_en: '<p>Details in English</p>',
      technical_data_en: '<p>Weight 8 t</p>',
      price_day: 1250,
      price_week: 5000,
      header_photo: sent(await jpegPicture(60, 60, colour(1)), 'image/jpeg'),
      gallery: await Promise.all(
        [3, 4, 5].map(async (n) => sent(await pngPicture(20, 20, colour(n)))),
      ),
    }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (await productDetails(created.body.uuid)).body;
}

/** The status of a machine's PDF datasheet (its public page's download). */
async function datasheetStatus(machine: ProductWire): Promise<number> {
  const response = await datasheetRoute(new Request('http://localhost:3000/'), {
    params: Promise.resolve({ locale: 'ro', slug: machine.category_slug!, model: machine.slug }),
  });
  return response.status;
}

async function adminListUuids(): Promise<{ uuids: string[]; total: number }> {
  const page = await call<{ items: ProductWire[]; total: number }>(listRoute, {
    path: '/api/product?page=1&limit=100',
    as: 'bearer',
  });
  return { uuids: page.body.items.map((item) => item.uuid), total: page.body.total };
}

describe('trash: machines', () => {
  it('a deleted machine leaves every page and list, and a restore brings it back whole', async () => {
    const machine = await createFullMachine('Cos Test 1', 1);
    expect(machine.gallery).toHaveLength(3);
    const page = `/categorie/${machine.category_slug}/utilaj/${machine.slug}`;
    const adminBefore = await adminListUuids();
    const picturesBefore = await imageCount(database.handle().db);

    const deleted = await deleteProduct(machine.uuid);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ uuid: machine.uuid });

    expect((await productDetails(machine.uuid)).status).toBe(404);
    expect((await publicProduct(machine.category_slug!, machine.slug)).status).toBe(404);
    expect(await datasheetStatus(machine)).toBe(404);
    const publicList = await call<ProductWire[]>(listRoute, { path: '/api/product' });
    expect(publicList.body.map((item) => item.uuid)).not.toContain(machine.uuid);
    const adminAfter = await adminListUuids();
    expect(adminAfter.uuids).not.toContain(machine.uuid);
    expect(adminAfter.total).toBe(adminBefore.total - 1);
    expect(await searchModels('cos test')).not.toContain('Cos Test 1');
    expect(await sitemap()).not.toContain(page);
    expect((await gate()).machines).not.toContain(machine.slug);

    // In the trash, with its date; its pictures are kept for the restore.
    const [item] = (await trashList()).body.filter((entry) => entry.uuid === machine.uuid);
    expect(item).toEqual({
      type: 'product',
      uuid: machine.uuid,
      name: 'Cos Test 1',
      category: machine.category,
      machines: null,
      image: expect.objectContaining({ url: machine.header_photo.url }),
      deleted_at: expect.any(String),
      purge_at: expect.any(String),
    });
    const deletedAt = Date.parse(item!.deleted_at);
    expect(Math.abs(deletedAt - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(item!.purge_at) - deletedAt).toBe(TRASH_RETENTION_MS);
    expect(await imageCount(database.handle().db)).toBe(picturesBefore);
    const file = machine.gallery[2]!.url.split('/').pop()!;
    const picture = await call(imageRoute, { path: machine.gallery[2]!.url, params: { file } });
    expect(picture.status).toBe(200);

    // Another machine shares a gallery picture with it, then lets go of it: the edit clears the
    // pictures nothing uses, and the one the machine in the trash still has stays.
    const shared = { uuid: machine.gallery[1]!.uuid };
    const other = await createProduct(
      await productBody({ model: 'Cos Vecin 2', category: machine.category, gallery: [shared] }),
    );
    expect(other.status).toBe(201);
    const edited = await updateProduct(
      await productBody({
        uuid: other.body.uuid,
        model: 'Cos Vecin 2',
        category: machine.category,
        gallery: [],
      }),
    );
    expect(edited.status).toBe(200);
    expect(await orphanImageCount(database.handle().db)).toBe(0);

    const restored = await restore('product', machine.uuid);
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ type: 'product', uuid: machine.uuid });

    // Everything as it was: texts in both languages, prices, category, pictures in order.
    expect((await productDetails(machine.uuid)).body).toEqual(machine);
    expect((await publicProduct(machine.category_slug!, machine.slug)).body).toEqual(machine);
    expect(await searchModels('cos test')).toContain('Cos Test 1');
    expect(await sitemap()).toContain(page);
    expect((await gate()).machines).toContain(machine.slug);
    expect(await datasheetStatus(machine)).toBe(200);
    expect((await adminListUuids()).total).toBe(adminBefore.total + 1);
    expect(await trashUuids()).not.toContain(machine.uuid);
  });

  it("keeps a trashed machine's model taken, and says it is in the trash", async () => {
    const machine = await createFullMachine('Rezervat 7', 2);
    expect((await deleteProduct(machine.uuid)).status).toBe(200);

    const inTrash = {
      errors: [
        { msg: 'ERROR_PRODUCT_EXIST', param: 'model' },
        { msg: 'ERROR_PRODUCT_IN_TRASH', param: 'model' },
      ],
    };
    for (const model of ['Rezervat 7', 'rezervat   7']) {
      const again = await createProduct(await productBody({ model, category: machine.category }));
      expect(again.status, model).toBe(409);
      expect(again.body).toEqual(inTrash);
    }
    const other = await createFullMachine('Alt model 8', 3);
    const renamed = await updateProduct(
      await productBody({
        uuid: other.uuid,
        model: 'Rezervat 7',
        category: other.category,
        gallery: [],
      }),
    );
    expect(renamed.status).toBe(409);
    expect(renamed.body).toEqual(inTrash);
    // A model taken by a machine on the site is the spec's error alone.
    const live = await createProduct(
      await productBody({ model: 'Alt model 8', category: other.category }),
    );
    expect(live.status).toBe(409);
    expect(live.body).toEqual({ errors: [{ msg: 'ERROR_PRODUCT_EXIST', param: 'model' }] });

    // A machine in the trash cannot be edited or deleted again.
    const edit = await updateProduct(
      await productBody({ uuid: machine.uuid, model: 'Rezervat 7', category: machine.category }),
    );
    expect(edit.status).toBe(404);
    expect(edit.body).toEqual({ errors: [{ msg: 'ERROR_GET_PRODUCT', param: 'uuid' }] });
    expect((await deleteProduct(machine.uuid)).status).toBe(404);

    // Deleted for good, its model is free again.
    expect((await deleteForGood(machine.uuid)).status).toBe(200);
    const free = await createProduct(
      await productBody({ model: 'Rezervat 7', category: machine.category }),
    );
    expect(free.status).toBe(201);
  });

  it('deletes a machine for good with the pictures only it used; only from the trash', async () => {
    const db = database.handle().db;
    const machine = await createFullMachine('Definitiv 9', 4);
    expect((await deleteProduct(machine.uuid)).status).toBe(200);
    const before = await imageCount(db);

    const gone = await deleteForGood(machine.uuid);
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ type: 'product', uuid: machine.uuid });
    // Its header picture and its three gallery pictures, used by nothing else.
    expect(await imageCount(db)).toBe(before - 4);
    expect(await orphanImageCount(db)).toBe(0);
    expect(await trashUuids()).not.toContain(machine.uuid);

    const [live] = (await call<ProductWire[]>(listRoute, { path: '/api/product' })).body;
    for (const uuid of [machine.uuid, live!.uuid, 'nope', '00000000-0000-4000-8000-000000000000']) {
      const again = await deleteForGood(uuid);
      expect(again.status, uuid).toBe(404);
      expect(again.body).toEqual({ errors: [{ msg: 'ERROR_TRASH_ITEM', param: 'uuid' }] });
    }
    // A machine on the site is never deleted from here.
    expect((await productDetails(live!.uuid)).status).toBe(200);
  });

  it('refuses a restore of an unknown type, a bad uuid, or what is not in the trash', async () => {
    const [live] = (await call<ProductWire[]>(listRoute, { path: '/api/product' })).body;
    const cases = [
      [{ type: 'user', uuid: live!.uuid }, 400, 'INVALID_TRASH_TYPE', 'type'],
      [{ uuid: live!.uuid }, 400, 'INVALID_TRASH_TYPE', 'type'],
      [{ type: 'product', uuid: 'nope' }, 400, 'INVALID_UUID', 'uuid'],
      [{ type: 'product', uuid: live!.uuid }, 404, 'ERROR_TRASH_ITEM', 'uuid'],
      [{ type: 'category', uuid: live!.uuid }, 404, 'ERROR_TRASH_ITEM', 'uuid'],
    ] as const;
    for (const [body, status, msg, param] of cases) {
      const res = await call(restoreRoute, {
        method: 'POST',
        path: '/api/trash/restore',
        body,
        as: 'bearer',
      });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body).toEqual({ errors: [{ msg, param }] });
    }
    const anonymous = await call(restoreRoute, {
      method: 'POST',
      path: '/api/trash/restore',
      body: { type: 'product', uuid: live!.uuid },
    });
    expect(anonymous.status).toBe(401);
  });
});
