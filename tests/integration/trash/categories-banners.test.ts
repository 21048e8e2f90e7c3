import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { DELETE as deleteBannerRoute } from '@/app/api/banner/[id]/route';
import { POST as createBannerRoute } from '@/app/api/banner/create/route';
import { GET as bannersRoute } from '@/app/api/banner/route';
import { PUT as reorderRoute } from '@/app/api/banner/update/route';
import {
  DELETE as deleteCategoryRoute,
  GET as categoryRoute,
} from '@/app/api/category/[uuid]/route';
import { POST as createCategoryRoute } from '@/app/api/category/create/route';
import { GET as categoriesRoute } from '@/app/api/category/route';
import { GET as byCategoryRoute } from '@/app/api/product/category/name/[name]/route';
import { GET as listRoute } from '@/app/api/product/route';
import { products } from '@/db/schema';
import type { BannerWire } from '@/lib/banners/wire';
import type { CategoryWire } from '@/lib/categories/wire';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';
import { pngPicture, sent } from '../support/pictures';
import { createProduct, productBody, type ProductWire } from '../support/products';
import { clearRateLimits } from '../support/rate-limits';
import {
  deleteForGood,
  gate,
  productDetails,
  publicProduct,
  restore,
  searchModels,
  sitemap,
  trashList,
} from './support';

const database = setupTestDatabase({ seeded: true });

beforeEach(() => clearRateLimits(database.handle().db));

async function categories(): Promise<CategoryWire[]> {
  return (await call<CategoryWire[]>(categoriesRoute, { path: '/api/category' })).body;
}

async function machinesOf(slug: string) {
  return call<ProductWire[]>(byCategoryRoute, { path: '/x', params: { name: slug } });
}

function deleteCategory(uuid: string) {
  return call(deleteCategoryRoute, {
    method: 'DELETE',
    path: '/x',
    params: { uuid },
    as: 'bearer',
  });
}

async function banners(): Promise<string[]> {
  return (await call<BannerWire[]>(bannersRoute, { path: '/api/banner' })).body.map((b) => b.uuid);
}

function deleteBanner(id: string) {
  return call(deleteBannerRoute, { method: 'DELETE', path: '/x', params: { id }, as: 'bearer' });
}

describe('trash: categories', () => {
  it('a trashed category hides, its machines show as Necunoscut, a restore links them again', async () => {
    const [category] = await categories();
    const machines = (await machinesOf(category!.slug)).body;
    expect(machines.length).toBeGreaterThan(0);
    const first = (await productDetails(machines[0]!.uuid)).body;

    expect((await deleteCategory(category!.uuid)).status).toBe(200);
    expect((await categories()).map((item) => item.uuid)).not.toContain(category!.uuid);
    const one = await call(categoryRoute, { path: '/x', params: { uuid: category!.uuid } });
    expect(one.status).toBe(404);
    expect((await machinesOf(category!.slug)).status).toBe(404);
    // Its machines stay, as the spec keeps those of a deleted category: no category, no page.
    expect((await productDetails(first.uuid)).body).toMatchObject({
      category: 'Necunoscut',
      category_uuid: null,
      category_slug: null,
    });
    expect((await publicProduct(category!.slug, first.slug)).status).toBe(404);
    expect(await searchModels(first.model)).not.toContain(first.model);
    const paths = await sitemap();
    expect(paths).not.toContain(`/categorie/${category!.slug}`);
    expect(paths.filter((path) => path.startsWith(`/categorie/${category!.slug}/`))).toEqual([]);
    expect((await gate()).categories).not.toContain(category!.slug);
    const unknown = await call<{ items: ProductWire[] }>(listRoute, {
      path: '/api/product?category=Necunoscut&limit=100',
      as: 'bearer',
    });
    expect(unknown.body.items.map((item) => item.uuid)).toEqual(
      expect.arrayContaining(machines.map((machine) => machine.uuid)),
    );

    // Its name stays taken, and the answer says where it is; no machine can be put in it.
    const again = await call(createCategoryRoute, {
      method: 'POST',
      path: '/api/category/create',
      body: { name: category!.name },
      as: 'bearer',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      errors: [
        { msg: 'ERROR_CATEGORY_EXIST', param: 'name' },
        { msg: 'ERROR_CATEGORY_IN_TRASH', param: 'name' },
      ],
    });
    const into = await createProduct(
      await productBody({ model: 'In cos', category: category!.name }),
    );
    expect(into.status).toBe(400);
    expect(into.body).toEqual({ errors: [{ msg: 'INVALID_CATEGORY', param: 'category' }] });

    const [item] = (await trashList()).body.filter((entry) => entry.uuid === category!.uuid);
    expect(item).toMatchObject({
      type: 'category',
      name: category!.name,
      machines: machines.length,
      image: null,
    });

    expect((await restore('category', category!.uuid)).status).toBe(200);
    expect((await machinesOf(category!.slug)).body).toEqual(machines);
    expect((await productDetails(first.uuid)).body).toEqual(first);
    expect(await searchModels(first.model)).toContain(first.model);
    expect(await sitemap()).toEqual(expect.arrayContaining(paths));
    expect(await sitemap()).toContain(`/categorie/${category!.slug}/utilaj/${first.slug}`);
    expect((await gate()).categories).toContain(category!.slug);
  });

  it('deletes a category for good; its machines keep existing without one', async () => {
    const db = database.handle().db;
    const [, category] = await categories();
    const machines = (await machinesOf(category!.slug)).body;
    expect((await deleteCategory(category!.uuid)).status).toBe(200);
    const gone = await deleteForGood(category!.uuid);
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ type: 'category', uuid: category!.uuid });
    for (const machine of machines) {
      const [row] = await db.select().from(products).where(eq(products.id, machine.uuid));
      expect(row?.categoryId).toBeNull();
      expect((await productDetails(machine.uuid)).body.category).toBe('Necunoscut');
    }
    expect((await restore('category', category!.uuid)).status).toBe(404);
  });
});

describe('trash: banners', () => {
  it('a restored banner goes back to its place, even after a reorder', async () => {
    const [a, b, c] = await banners();
    expect(c).toBeDefined();
    expect((await deleteBanner(b!)).status).toBe(200);
    expect(await banners()).toEqual([a, c]);
    expect((await restore('banner', b!)).status).toBe(200);
    expect(await banners()).toEqual([a, b, c]);

    expect((await deleteBanner(b!)).status).toBe(200);
    const reordered = await call(reorderRoute, {
      method: 'PUT',
      path: '/api/banner/update',
      body: [c, a],
      as: 'bearer',
    });
    expect(reordered.status).toBe(200);
    expect((await restore('banner', b!)).status).toBe(200);
    expect(await banners()).toEqual([c, b, a]);
  });

  it('banners in the trash leave room for new ones; a restore into a full carousel is refused', async () => {
    const start = await banners();
    const [trashed] = start;
    expect((await deleteBanner(trashed!)).status).toBe(200);
    const room = 5 - (start.length - 1);
    const created = await call(createBannerRoute, {
      method: 'POST',
      path: '/api/banner/create',
      body: {
        banner: await Promise.all(
          Array.from({ length: room }, async (_, i) => sent(await pngPicture(30, 10, `#0${i}0`))),
        ),
      },
      as: 'bearer',
    });
    expect(created.status).toBe(201);
    expect(await banners()).toHaveLength(5);

    const full = await restore('banner', trashed!);
    expect(full.status).toBe(400);
    expect(full.body).toEqual({ errors: [{ msg: 'TOO_MANY_IMAGES', param: 'banner' }] });
    expect((await trashList()).body.map((item) => item.uuid)).toContain(trashed);

    const [last] = (await banners()).slice(-1);
    expect((await deleteBanner(last!)).status).toBe(200);
    expect((await restore('banner', trashed!)).status).toBe(200);
    expect((await banners())[0]).toBe(trashed);
  });
});
