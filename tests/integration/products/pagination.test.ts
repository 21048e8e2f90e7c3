import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listRoute } from '@/app/api/product/route';
import { images, products } from '@/db/schema';
import type { ProductListItemWire } from '@/lib/products/wire';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';
import { ensureCategory } from '../support/products';

const database = setupTestDatabase();
type PageAnswer = { items: ProductListItemWire[]; total: number; page: number; limit: number };

const SPECIAL = ['JCB 3CX', 'jcb 4CX Eco', 'Volvo 50%', 'Volvo 500', 'Cat_320', 'Cat 320'];
const NUMBERED = Array.from({ length: 114 }, (_, i) => `Utilaj ${String(i).padStart(3, '0')}`);

beforeAll(async () => {
  const db = database.handle().db;
  const excavators = await ensureCategory(db, 'Excavatoare', 'excavatoare');
  const cranes = await ensureCategory(db, 'Macarale 100%', 'macarale-100');
  const [image] = await db
    .insert(images)
    .values({
      sha256: 'a'.repeat(64),
      mimeType: 'image/png',
      bytes: Buffer.from([1]),
      byteSize: 1,
      width: 1,
      height: 1,
    })
    .returning();
  const rows = [...SPECIAL, ...NUMBERED, 'Fara categorie 1'].map((model, index) => ({
    model,
    slug: model.toLowerCase().replace(/ /g, '-'),
    categoryId: model.startsWith('Fara') ? null : index % 2 === 0 ? excavators : cranes,
    headerOffer: '<p>oferta</p>',
    details: '<p>detalii</p>',
    technicalData: '<p>date</p>',
    headerImageId: image!.id,
  }));
  await db.insert(products).values(rows);
});

function page(query: string, as: 'bearer' | 'cookie' | 'anonymous' = 'bearer') {
  return call<PageAnswer>(listRoute, { path: `/api/product?${query}`, as });
}

describe('GET /api/product, paginated (the admin list)', () => {
  it('answers 50 entries by model with the total, in the shape of the plain list', async () => {
    const plain = await call<ProductListItemWire[]>(listRoute, { path: '/api/product' });
    expect(plain.body).toHaveLength(121);
    expect(plain.body[0]).not.toHaveProperty('details');

    const first = await page('page=1');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body).toMatchObject({ total: 121, page: 1, limit: 50 });
    expect(first.body.items).toEqual(plain.body.slice(0, 50));

    const last = await page('page=3&limit=50', 'cookie');
    expect(last.body.items).toEqual(plain.body.slice(100));
    const beyond = await page('page=9');
    expect(beyond.body).toMatchObject({ items: [], total: 121, page: 9 });
    expect((await page('limit=100')).body.items).toHaveLength(100);
  });

  it('filters by model and category as the spec §4 says: case-insensitive substring, both at once', async () => {
    const jcb = await page('model=jCb');
    expect(jcb.body.items.map((item) => item.model)).toEqual(['JCB 3CX', 'jcb 4CX Eco']);
    expect(jcb.body.total).toBe(2);

    const excavators = await page('category=EXCAV&model=cx');
    expect(excavators.body.items.map((item) => item.model)).toEqual(['JCB 3CX']);

    const unknown = await page('category=necunoscut');
    expect(unknown.body.items.map((item) => item.model)).toEqual(['Fara categorie 1']);
    expect(unknown.body.items[0]?.category).toBe('Necunoscut');

    expect((await page('category=&model=%20%20')).body.total).toBe(121);
  });

  it('takes % and _ in a filter as themselves, not as wildcards', async () => {
    expect((await page('model=50%25')).body.items.map((item) => item.model)).toEqual(['Volvo 50%']);
    expect((await page('model=_')).body.items.map((item) => item.model)).toEqual(['Cat_320']);
    expect((await page('category=100%25')).body.total).toBe(60);
    expect((await page('model=%5C')).body.total).toBe(0);
  });

  it('refuses bad page, limit and filter values with a code', async () => {
    const cases: [string, string, string][] = [
      ['page=0', 'INVALID_PAGE', 'page'],
      ['page=abc', 'INVALID_PAGE', 'page'],
      ['page=-1', 'INVALID_PAGE', 'page'],
      ['page=1.5', 'INVALID_PAGE', 'page'],
      ['limit=500', 'INVALID_LIMIT', 'limit'],
      ['limit=0', 'INVALID_LIMIT', 'limit'],
      ['limit=', 'INVALID_LIMIT', 'limit'],
      [`model=${'x'.repeat(201)}`, 'INVALID_FILTER', 'model'],
    ];
    for (const [query, msg, param] of cases) {
      const res = await page(query);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toEqual({ errors: [{ msg, param }] });
    }
  });

  it('is for the admin only; the plain list stays public', async () => {
    const res = await page('page=1', 'anonymous');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ errors: [{ msg: 'UNAUTHORIZED' }] });
    expect((await call(listRoute, { path: '/api/product' })).status).toBe(200);
  });
});
