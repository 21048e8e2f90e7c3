import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as categoryDeleteRoute } from '@/app/api/category/[uuid]/route';
import { GET as listRoute } from '@/app/api/product/route';
import { GET as bySlugsRoute } from '@/app/api/product/[key]/[model]/route';
import { DELETE as deleteRoute, GET as getRoute } from '@/app/api/product/[key]/route';
import { GET as byCategoryRoute } from '@/app/api/product/category/[id]/route';
import { GET as byCategoryNameRoute } from '@/app/api/product/category/name/[name]/route';
import { GET as detailsRoute } from '@/app/api/product/details/[id]/route';
import { GET as byModelRoute } from '@/app/api/product/details/model/[model]/route';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';
import {
  createProduct,
  ensureCategory,
  orphanImageCount,
  productBody,
  type ProductWire,
} from '../support/products';

const database = setupTestDatabase();
let categoryId = '';
let product: ProductWire;

beforeAll(async () => {
  categoryId = await ensureCategory(database.handle().db, 'Categorie test', 'categorie-test');
  const created = await createProduct(await productBody({ model: '  JCB   3CX  Eco ' }));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  product = created.body;
});

describe('products API: reads', () => {
  it('creates a product and answers its full JSON, with URLs instead of bytes', () => {
    expect(product).toMatchObject({
      model: 'JCB 3CX Eco',
      slug: 'jcb-3cx-eco',
      category: 'Categorie test',
      category_uuid: categoryId,
      category_slug: 'categorie-test',
      header_offer: '<p>Oferta <strong>buna</strong></p>',
      details: '<p>Detalii</p><ul><li>unu</li></ul>',
    });
    expect(product.technical_data).toContain('<td>8 t</td>');
    expect(product.header_photo).toEqual({
      uuid: expect.any(String),
      url: expect.stringMatching(/^\/api\/image\/[0-9a-f]{64}\.jpg$/),
      alt: 'jcb 3cx eco categorie test prezentare 1',
      width: 64,
      height: 48,
    });
    expect(product.gallery.map((image) => image.alt)).toEqual([
      'jcb 3cx eco categorie test poza 1',
      'jcb 3cx eco categorie test poza 2',
    ]);
    expect(product.gallery[0]!.url).toMatch(/\.png$/);
    expect(JSON.stringify(product)).not.toMatch(/base64|"image":/);
  });

  it('lists products as list entries', async () => {
    const list = await call(listRoute, { path: '/api/product' });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        uuid: product.uuid,
        model: product.model,
        slug: product.slug,
        category: 'Categorie test',
        category_en: null,
        category_uuid: categoryId,
        category_slug: 'categorie-test',
        translated: false,
        price_day: null,
        price_week: null,
        header_photo: product.header_photo,
      },
    ]);
  });

  it('answers GET /api/product/{uuid} with an array of one, 404 otherwise', async () => {
    const one = await call(getRoute, {
      path: `/api/product/${product.uuid}`,
      params: { key: product.uuid },
    });
    expect(one.body).toEqual([product]);
    for (const key of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await call(getRoute, { path: `/api/product/${key}`, params: { key } });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ errors: [{ msg: 'ERROR_GET_PRODUCT', param: 'uuid' }] });
    }
  });

  it('reads details by uuid and by model slug or exact model', async () => {
    const details = await call(detailsRoute, { path: '/x', params: { id: product.uuid } });
    expect(details.body).toEqual(product);
    for (const model of ['jcb-3cx-eco', 'JCB 3CX Eco']) {
      const byModel = await call(byModelRoute, { path: '/x', params: { model } });
      expect(byModel.status, model).toBe(200);
      expect(byModel.body).toEqual(product);
    }
    const missing = await call(byModelRoute, { path: '/x', params: { model: 'nu-exista' } });
    expect(missing.body).toEqual({ errors: [{ msg: 'ERROR_GET_PRODUCT', param: 'model' }] });
    const badId = await call(detailsRoute, { path: '/x', params: { id: 'x' } });
    expect(badId.status).toBe(404);
  });

  it('reads a product by the slugs of its page, only in its own category', async () => {
    const found = await call(bySlugsRoute, {
      path: '/api/product/categorie-test/jcb-3cx-eco',
      params: { key: 'categorie-test', model: 'jcb-3cx-eco' },
    });
    expect(found.body).toEqual(product);
    await ensureCategory(database.handle().db, 'Alta categorie', 'alta-categorie');
    for (const [key, model] of [
      ['alta-categorie', 'jcb-3cx-eco'],
      ['categorie-test', 'nu-exista'],
    ] as const) {
      const missing = await call(bySlugsRoute, { path: '/x', params: { key, model } });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ errors: [{ msg: 'ERROR_GET_PRODUCT', param: 'model' }] });
    }
  });

  it('lists products by category uuid and by category slug', async () => {
    const byId = await call(byCategoryRoute, { path: '/x', params: { id: categoryId } });
    expect(byId.body.map((p: ProductWire) => p.uuid)).toEqual([product.uuid]);
    const byName = await call(byCategoryNameRoute, {
      path: '/x',
      params: { name: 'categorie-test' },
    });
    expect(byName.body).toEqual(byId.body);
    const other = await call(byCategoryNameRoute, {
      path: '/x',
      params: { name: 'alta-categorie' },
    });
    expect(other.body).toEqual([]);
    const unknown = await call(byCategoryRoute, {
      path: '/x',
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ errors: [{ msg: 'ERROR_GET_CATEGORY', param: 'id' }] });
    const unknownName = await call(byCategoryNameRoute, { path: '/x', params: { name: 'nimic' } });
    expect(unknownName.body).toEqual({ errors: [{ msg: 'ERROR_GET_CATEGORY', param: 'name' }] });
  });
});

describe('products API: writes', () => {
  it('refuses a model (or its slug) already taken with 409', async () => {
    for (const model of ['JCB 3CX Eco', 'jcb 3cx eco']) {
      const duplicate = await createProduct(await productBody({ model }));
      expect(duplicate.status, model).toBe(409);
      expect(duplicate.body).toEqual({ errors: [{ msg: 'ERROR_PRODUCT_EXIST', param: 'model' }] });
    }
    expect(await orphanImageCount(database.handle().db)).toBe(0);
  });

  it('accepts category_uuid instead of the name', async () => {
    const created = await createProduct(
      await productBody({ model: 'Prin uuid', category: undefined, category_uuid: categoryId }),
    );
    expect(created.status).toBe(201);
    expect(created.body.category).toBe('Categorie test');
  });

  it('is admin only', async () => {
    const anonymous = await call(deleteRoute, {
      method: 'DELETE',
      path: `/api/product/${product.uuid}`,
      params: { key: product.uuid },
    });
    expect(anonymous.status).toBe(401);
    const cookieWithoutXsrf = await call(deleteRoute, {
      method: 'DELETE',
      path: `/api/product/${product.uuid}`,
      params: { key: product.uuid },
      as: 'cookie-without-xsrf',
    });
    expect(cookieWithoutXsrf.status).toBe(403);
  });

  it("shows 'Necunoscut' for products of a deleted category", async () => {
    const db = database.handle().db;
    const doomed = await ensureCategory(db, 'De sters', 'de-sters');
    const created = await createProduct(
      await productBody({ model: 'Orfan', category: 'De sters' }),
    );
    expect(created.status).toBe(201);
    const removed = await call(categoryDeleteRoute, {
      method: 'DELETE',
      path: '/x',
      params: { uuid: doomed },
      as: 'bearer',
    });
    expect(removed.status).toBe(200);
    const after = await call(detailsRoute, { path: '/x', params: { id: created.body.uuid } });
    expect(after.body).toMatchObject({
      category: 'Necunoscut',
      category_uuid: null,
      category_slug: null,
    });
    expect(after.body.header_photo.alt).toBe('orfan prezentare 1');
  });

  it('deletes a product with its pictures, then answers 404', async () => {
    const db = database.handle().db;
    const created = await createProduct(
      await productBody({ model: 'De sters', header_photo: (await productBody()).gallery[1] }),
    );
    expect(created.status).toBe(201);
    const res = await call(deleteRoute, {
      method: 'DELETE',
      path: '/x',
      params: { key: created.body.uuid },
      as: 'bearer',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ uuid: created.body.uuid });
    expect(await orphanImageCount(db)).toBe(0);
    for (const key of [created.body.uuid, 'not-a-uuid']) {
      const again = await call(deleteRoute, {
        method: 'DELETE',
        path: '/x',
        params: { key },
        as: 'bearer',
      });
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ errors: [{ msg: 'ERROR_GET_PRODUCT', param: 'uuid' }] });
    }
    // The first product shares a gallery picture with the deleted one: it is still there.
    const first = await call(detailsRoute, { path: '/x', params: { id: product.uuid } });
    expect(first.body.gallery).toHaveLength(2);
  });
});
