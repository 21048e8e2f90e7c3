import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as listRoute } from '@/app/api/category/route';
import { DELETE as deleteRoute, GET as getRoute } from '@/app/api/category/[uuid]/route';
import { POST as createRoute } from '@/app/api/category/create/route';
import { PUT as updateRoute } from '@/app/api/category/update/route';
import { GET as productRoute } from '@/app/api/product/[key]/route';
import { categories, products } from '@/db/schema';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';

const database = setupTestDatabase({ seeded: true });

type Category = { uuid: string; name: string; slug: string };

describe('categories API', () => {
  it('lists the categories alphabetically and reads one by uuid', async () => {
    const list = await call<Category[]>(listRoute, { path: '/api/category' });
    expect(list.status).toBe(200);
    const names = list.body.map((category) => category.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const first = list.body[0]!;
    const one = await call<Category>(getRoute, {
      path: `/api/category/${first.uuid}`,
      params: { uuid: first.uuid },
    });
    expect(one.body).toEqual(first);
    expect(list.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
  });

  it('answers 404 for an unknown or malformed uuid', async () => {
    for (const uuid of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await call(getRoute, { path: `/api/category/${uuid}`, params: { uuid } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errors: [{ msg: 'ERROR_GET_CATEGORY', param: 'uuid' }] });
    }
  });

  it('creates a category with spaces collapsed, then refuses the same name or slug', async () => {
    const created = await call<Category>(createRoute, {
      method: 'POST',
      path: '/api/category/create',
      body: { name: '  Platforme   de lucru  ' },
      as: 'bearer',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Platforme de lucru', slug: 'platforme-de-lucru' });

    for (const name of ['Platforme de lucru', 'platforme  de LUCRU']) {
      const duplicate = await call(createRoute, {
        method: 'POST',
        path: '/api/category/create',
        body: { name },
        as: 'cookie',
      });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body).toEqual({ errors: [{ msg: 'ERROR_CATEGORY_EXIST', param: 'name' }] });
    }
  });

  it('checks the name: required and alphanumeric', async () => {
    const cases = [
      [{}, 'REQUIRED_CATEGORY_NAME'],
      [{ name: '   ' }, 'REQUIRED_CATEGORY_NAME'],
      [{ name: 'Utilaje <script>' }, 'INVALID_CATEGORY_NAME'],
      [{ name: 'Macarale/Automacarale' }, 'INVALID_CATEGORY_NAME'],
    ] as const;
    for (const [body, code] of cases) {
      const res = await call(createRoute, {
        method: 'POST',
        path: '/api/category/create',
        body,
        as: 'bearer',
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ errors: [{ msg: code, param: 'name' }] });
    }
    const accented = await call<Category>(createRoute, {
      method: 'POST',
      path: '/api/category/create',
      body: { name: 'Încărcătoare_frontale-mari' },
      as: 'bearer',
    });
    expect(accented.status).toBe(201);
  });

  it('renames a category and refuses a name taken by another', async () => {
    const [first, second] = (await call<Category[]>(listRoute, { path: '/api/category' })).body;
    const renamed = await call<Category>(updateRoute, {
      method: 'PUT',
      path: '/api/category/update',
      body: { uuid: first!.uuid, name: `${first!.name} grele` },
      as: 'bearer',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ uuid: first!.uuid, slug: `${first!.slug}-grele` });

    const clash = await call(updateRoute, {
      method: 'PUT',
      path: '/api/category/update',
      body: { uuid: first!.uuid, name: second!.name },
      as: 'bearer',
    });
    expect(clash.status).toBe(409);
    const missing = await call(updateRoute, {
      method: 'PUT',
      path: '/api/category/update',
      body: { uuid: '00000000-0000-4000-8000-000000000000', name: 'Orice' },
      as: 'bearer',
    });
    expect(missing.status).toBe(404);
  });

  it('deletes a category and keeps its machines without a category', async () => {
    const db = database.handle().db;
    const [category] = await db.select().from(categories).limit(1);
    const before = await db.select().from(products).where(eq(products.categoryId, category!.id));
    expect(before.length).toBeGreaterThan(0);

    const res = await call(deleteRoute, {
      method: 'DELETE',
      path: `/api/category/${category!.id}`,
      params: { uuid: category!.id },
      as: 'bearer',
    });
    expect(res.status).toBe(200);
    // In the trash: gone from the list, its machines shown as 'Necunoscut' (lib/trash/).
    const list = await call<Category[]>(listRoute, { path: '/api/category' });
    expect(list.body.map((item) => item.uuid)).not.toContain(category!.id);
    for (const machine of before) {
      const after = await call(productRoute, { path: '/x', params: { key: machine.id } });
      expect(after.body[0]).toMatchObject({ category: 'Necunoscut', category_uuid: null });
    }
    const again = await call(deleteRoute, {
      method: 'DELETE',
      path: `/api/category/${category!.id}`,
      params: { uuid: category!.id },
      as: 'bearer',
    });
    expect(again.status).toBe(404);
  });

  it('refuses broken JSON with 400 INVALID_JSON', async () => {
    const res = await call(createRoute, {
      method: 'POST',
      path: '/api/category/create',
      rawBody: '{"name": "Excav',
      as: 'bearer',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [{ msg: 'INVALID_JSON' }] });
  });
});
