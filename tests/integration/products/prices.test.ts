import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listRoute } from '@/app/api/product/route';
import { GET as getRoute } from '@/app/api/product/[key]/route';
import { GET as byCategoryRoute } from '@/app/api/product/category/[id]/route';
import { PRICE_MAX } from '@/lib/products/price';
import type { ProductListItemWire } from '@/lib/products/wire';
import { resendBody } from '../../support/resend-product';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';
import {
  createProduct,
  ensureCategory,
  productBody,
  updateProduct,
  type ProductWire,
} from '../support/products';

const database = setupTestDatabase();
let categoryId = '';
let priced: ProductWire;

async function readProduct(uuid: string): Promise<ProductWire> {
  const res = await call<ProductWire[]>(getRoute, {
    path: `/api/product/${uuid}`,
    params: { key: uuid },
  });
  expect(res.status).toBe(200);
  return res.body[0]!;
}

beforeAll(async () => {
  categoryId = await ensureCategory(database.handle().db, 'Categorie test', 'categorie-test');
  const created = await createProduct(
    await productBody({ model: 'Pret Zi Saptamana', price_day: 1250, price_week: 5000 }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  priced = created.body;
});

describe('prices: create and read', () => {
  it('keeps the day and week prices given at creation', async () => {
    expect(priced).toMatchObject({ price_day: 1250, price_week: 5000 });
    expect(await readProduct(priced.uuid)).toMatchObject({ price_day: 1250, price_week: 5000 });
  });

  it('answers null for the prices a machine was created without', async () => {
    const created = await createProduct(await productBody({ model: 'Fara Pret' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ price_day: null, price_week: null });
    const weekOnly = await createProduct(
      await productBody({ model: 'Doar Saptamana', price_day: null, price_week: 0 }),
    );
    expect(weekOnly.body).toMatchObject({ price_day: null, price_week: 0 });
  });

  it('puts the prices in every list: all machines, a category, the admin page', async () => {
    const pick = (items: ProductListItemWire[]) => items.find((item) => item.uuid === priced.uuid);
    const all = await call<ProductListItemWire[]>(listRoute, { path: '/api/product' });
    const byCategory = await call<ProductListItemWire[]>(byCategoryRoute, {
      path: `/api/product/category/${categoryId}`,
      params: { id: categoryId },
    });
    const adminPage = await call<{ items: ProductListItemWire[] }>(listRoute, {
      path: '/api/product?page=1&limit=50',
      as: 'bearer',
    });
    for (const list of [all.body, byCategory.body, adminPage.body.items]) {
      expect(pick(list)).toMatchObject({ price_day: 1250, price_week: 5000 });
    }
    for (const item of all.body) {
      expect(Object.keys(item)).toEqual(expect.arrayContaining(['price_day', 'price_week']));
    }
  });
});

describe('prices: update', () => {
  it('keeps the stored prices when an update does not send them', async () => {
    const res = await updateProduct(resendBody(priced, { details: '<p>Alte detalii</p>' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ price_day: 1250, price_week: 5000 });
  });

  it('changes a price, and clears one sent as null', async () => {
    const changed = await updateProduct(resendBody(priced, { price_day: 1300 }));
    expect(changed.body).toMatchObject({ price_day: 1300, price_week: 5000 });
    const cleared = await updateProduct(resendBody(priced, { price_week: null }));
    expect(cleared.body).toMatchObject({ price_day: 1300, price_week: null });
    expect(await readProduct(priced.uuid)).toMatchObject({ price_day: 1300, price_week: null });
    const none = await updateProduct(resendBody(priced, { price_day: null }));
    expect(none.body).toMatchObject({ price_day: null, price_week: null });
  });

  it('refuses a bad price on update and leaves the machine as it was', async () => {
    await updateProduct(resendBody(priced, { price_day: 900 }));
    const res = await updateProduct(resendBody(priced, { price_day: 900, price_week: -1 }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [{ msg: 'INVALID_PRICE', param: 'price_week' }] });
    expect(await readProduct(priced.uuid)).toMatchObject({ price_day: 900, price_week: null });
  });
});

describe('prices: validation', () => {
  const cases: [string, unknown][] = [
    ['text', '1250'],
    ['a fraction', 12.5],
    ['a negative', -1],
    ['above the maximum', PRICE_MAX + 1],
    ['a boolean', true],
    ['an object', { value: 1 }],
  ];
  for (const [name, value] of cases) {
    it(`a day price that is ${name} → 400 INVALID_PRICE`, async () => {
      const res = await createProduct(
        await productBody({ model: `Pret ${name}`, price_day: value }),
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ errors: [{ msg: 'INVALID_PRICE', param: 'price_day' }] });
    });
  }

  it('takes 0 and the maximum', async () => {
    const res = await createProduct(
      await productBody({ model: 'Pret Limite', price_day: 0, price_week: PRICE_MAX }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ price_day: 0, price_week: PRICE_MAX });
  });
});
