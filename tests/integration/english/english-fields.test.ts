import { beforeAll, describe, expect, it } from 'vitest';
import { GET as categoryListRoute } from '@/app/api/category/route';
import { GET as categoryRoute } from '@/app/api/category/[uuid]/route';
import { POST as createCategoryRoute } from '@/app/api/category/create/route';
import { PUT as updateCategoryRoute } from '@/app/api/category/update/route';
import { GET as listRoute } from '@/app/api/product/route';
import { GET as bySlugsRoute } from '@/app/api/product/[key]/[model]/route';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';
import { createProduct, ensureCategory, productBody, updateProduct } from '../support/products';

// Issue #17: the optional English twins of the category name and of the three HTML fields.
const database = setupTestDatabase();

type Category = { uuid: string; name: string; name_en: string | null; slug: string };

function createCategory(body: Record<string, unknown>) {
  return call<Category>(createCategoryRoute, {
    method: 'POST',
    path: '/api/category/create',
    body,
    as: 'bearer',
  });
}

function updateCategory(body: Record<string, unknown>) {
  return call<Category>(updateCategoryRoute, {
    method: 'PUT',
    path: '/api/category/update',
    body,
    as: 'bearer',
  });
}

beforeAll(async () => {
  await ensureCategory(database.handle().db, 'Categorie test', 'categorie-test');
});

describe('categories: name_en', () => {
  it('is null when not sent, and every answer carries it', async () => {
    const created = await createCategory({ name: 'Nacele' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Nacele', name_en: null, slug: 'nacele' });
    const one = await call<Category>(categoryRoute, {
      path: `/api/category/${created.body.uuid}`,
      params: { uuid: created.body.uuid },
    });
    expect(one.body.name_en).toBeNull();
    const list = await call<Category[]>(categoryListRoute, { path: '/api/category' });
    expect(list.body.every((category) => 'name_en' in category)).toBe(true);
  });

  it('is stored with spaces collapsed; the slug stays the Romanian one', async () => {
    const created = await createCategory({ name: 'Cilindri', name_en: '  Road   rollers ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name_en: 'Road rollers', slug: 'cilindri' });
  });

  it('follows the name pattern, under its own param', async () => {
    for (const name_en of ['Rollers <b>', 'Rollers & co', 'x'.repeat(101), 42]) {
      const res = await createCategory({ name: 'Cilindri mari', name_en });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ errors: [{ msg: 'INVALID_CATEGORY_NAME', param: 'name_en' }] });
    }
  });

  it('update: absent keeps it, a new one replaces it, blank or null removes it', async () => {
    const { body } = await createCategory({ name: 'Macarale', name_en: 'Cranes' });
    const kept = await updateCategory({ uuid: body.uuid, name: 'Macarale mobile' });
    expect(kept.body).toMatchObject({ name: 'Macarale mobile', name_en: 'Cranes' });
    const replaced = await updateCategory({
      uuid: body.uuid,
      name: 'Macarale mobile',
      name_en: 'Mobile cranes',
    });
    expect(replaced.body.name_en).toBe('Mobile cranes');
    for (const name_en of ['   ', null]) {
      await updateCategory({ uuid: body.uuid, name: 'Macarale mobile', name_en: 'Cranes' });
      const removed = await updateCategory({ uuid: body.uuid, name: 'Macarale mobile', name_en });
      expect(removed.status).toBe(200);
      expect(removed.body.name_en).toBeNull();
    }
  });
});

describe('products: header_offer_en, details_en, technical_data_en', () => {
  it('are null when not sent; the answers carry them and the category name_en', async () => {
    const created = await createProduct(await productBody({ model: 'Fara Traducere 1' }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      header_offer_en: null,
      details_en: null,
      technical_data_en: null,
      category_en: null,
    });
    const list = await call<Record<string, unknown>[]>(listRoute, { path: '/api/product' });
    expect(list.body.every((item) => 'category_en' in item)).toBe(true);
  });

  it('are sanitised exactly like their Romanian twins', async () => {
    const dirty =
      '<p onclick="x()">Rent it <script>alert(1)</script><a href="javascript:x()">now</a></p>';
    const body = await productBody({
      model: 'Cu Traducere 1',
      header_offer: dirty,
      header_offer_en: dirty,
      details_en: '<p>Details <img src=x onerror=alert(1)></p>',
      technical_data_en:
        '<table><tbody><tr><td style="x">Weight</td><td>8 t</td></tr></tbody></table>',
    });
    const created = await createProduct(body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.header_offer_en).toBe(created.body.header_offer);
    expect(created.body.header_offer_en).not.toMatch(/script|onclick|javascript/);
    expect(created.body.details_en).toBe('<p>Details </p>');
    expect(created.body.technical_data_en).toBe(
      '<table><tbody><tr><td>Weight</td><td>8 t</td></tr></tbody></table>',
    );
    const bySlugs = await call(bySlugsRoute, {
      path: '/api/product/categorie-test/cu-traducere-1',
      params: { key: 'categorie-test', model: 'cu-traducere-1' },
    });
    expect(bySlugs.body.technical_data_en).toBe(created.body.technical_data_en);
  });

  it('update: absent keeps them, blank (also once sanitised) or null removes them', async () => {
    const created = await createProduct(
      await productBody({ model: 'Cu Traducere 2', details_en: '<p>English details</p>' }),
    );
    const { uuid, header_photo } = created.body;
    const base = await productBody({
      model: 'Cu Traducere 2',
      header_photo: { uuid: header_photo.uuid },
      gallery: [],
    });
    const kept = await updateProduct({ ...base, uuid });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.details_en).toBe('<p>English details</p>');
    const replaced = await updateProduct({
      ...base,
      uuid,
      details_en: '<p>New</p>',
      header_offer_en: '<p>Offer</p>',
    });
    expect(replaced.body).toMatchObject({
      details_en: '<p>New</p>',
      header_offer_en: '<p>Offer</p>',
    });
    const listed = async () =>
      (
        await call<{ uuid: string; translated: boolean }[]>(listRoute, { path: '/api/product' })
      ).body.find((item) => item.uuid === uuid)?.translated;
    expect(await listed()).toBe(false);
    await updateProduct({ ...base, uuid, technical_data_en: '<p>Specs</p>' });
    expect(await listed()).toBe(true);
    const removed = await updateProduct({
      ...base,
      uuid,
      details_en: '<p><script>x</script> </p>',
      header_offer_en: null,
    });
    expect(removed.body).toMatchObject({ details_en: null, header_offer_en: null });
  });

  it('refuses a value that is not text', async () => {
    const res = await createProduct(await productBody({ model: 'Cu Traducere 3', details_en: 5 }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [{ msg: 'INVALID_REQUEST', param: 'details_en' }] });
  });

  it("the admin list filters to the machines still lacking English text ('fara traducere')", async () => {
    await createProduct(await productBody({ model: 'Filtru Netradus' }));
    await createProduct(
      await productBody({
        model: 'Filtru Tradus',
        header_offer_en: '<p>Offer</p>',
        details_en: '<p>Details</p>',
        technical_data_en: '<p>Data</p>',
      }),
    );
    type Page = { items: { model: string; translated: boolean }[]; total: number };
    const only = await call<Page>(listRoute, {
      path: '/api/product?page=1&limit=100&model=filtru&untranslated=1',
      as: 'bearer',
    });
    expect(only.status).toBe(200);
    expect(only.body.items.map((item) => item.model)).toEqual(['Filtru Netradus']);
    expect(only.body.total).toBe(1);
    const all = await call<Page>(listRoute, {
      path: '/api/product?page=1&limit=100&model=filtru',
      as: 'bearer',
    });
    expect(all.body.items.map((item) => item.model)).toEqual(['Filtru Netradus', 'Filtru Tradus']);
    const bad = await call(listRoute, { path: '/api/product?untranslated=yes', as: 'bearer' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ errors: [{ msg: 'INVALID_FILTER', param: 'untranslated' }] });
  });
});
