import { beforeEach, describe, expect, it } from 'vitest';
import { GET as categoryListRoute } from '@/app/api/product/category/name/[name]/route';
import { GET as searchRoute } from '@/app/api/search/route';
import { products } from '@/db/schema';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';
import type { ProductWire } from '../support/products';
import { clearRateLimits } from '../support/rate-limits';
import '@/lib/routing/search-limit';
import { earlyRefusal } from '@/runtime/early-refusal.mjs';

// Issue #18: GET /api/search over the demo catalogue, in Romanian and English.
const database = setupTestDatabase({ seeded: true });

type Entry = Omit<ProductWire, 'header_offer' | 'details' | 'technical_data' | 'gallery'>;

beforeEach(() => clearRateLimits(database.handle().db));

function search(query: Record<string, string> | string) {
  const params =
    typeof query === 'string' ? new URLSearchParams({ q: query }) : new URLSearchParams(query);
  return call<Entry[]>(searchRoute, { path: `/api/search?${params}` });
}

async function models(q: string): Promise<string[]> {
  const res = await search(q);
  expect(res.status, q).toBe(200);
  return res.body.map((entry) => entry.model);
}

describe('GET /api/search: what it finds', () => {
  it('ignores diacritics and case: "sapaturi fundatii" finds CAT 320', async () => {
    expect(await models('sapaturi fundatii')).toContain('CAT 320');
    expect(await models('SĂPĂTURI Fundații')).toEqual(await models('sapaturi fundatii'));
  });

  it('puts the model asked for first: "komatsu", "cat 320"', async () => {
    expect((await models('komatsu'))[0]).toMatch(/^Komatsu/);
    expect((await models('cat 320'))[0]).toBe('CAT 320');
  });

  it('forgives a small typo', async () => {
    expect((await models('komatsy'))[0]).toMatch(/^Komatsu/);
    expect(await models('excavtor')).toContain('CAT 320');
    expect(await models('compactr')).toContain('Bomag BW 120');
    expect(await models('escavator')).toContain('Volvo EC220E');
  });

  it('finds every machine of a category by its name, Romanian or English', async () => {
    const category = await call<Entry[]>(categoryListRoute, {
      path: '/api/product/category/name/compactoare',
      params: { name: 'compactoare' },
    });
    const inCategory = category.body.map((entry) => entry.model);
    expect(inCategory.length).toBeGreaterThan(0);
    for (const q of ['compactoare', 'rollers']) {
      expect(await models(q), q).toEqual(expect.arrayContaining(inCategory));
    }
  });

  it('finds English words of the English texts', async () => {
    expect(await models('foundation trench')).toContain('Bobcat E35z');
    expect(await models('TRENCHES')).toContain('Bobcat E35z');
  });

  it('matches words, never tag names of the HTML', async () => {
    expect(await models('tbody')).toEqual([]);
    expect(await models('thead')).toEqual([]);
  });

  it('answers an empty list for nonsense, with X-Total-Count 0', async () => {
    const res = await search('xqzzyv plombrinuk');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers.get('x-total-count')).toBe('0');
  });

  it('answers list entries of the category lists’ shape, and how many match in all', async () => {
    const category = await call<Entry[]>(categoryListRoute, {
      path: '/api/product/category/name/excavatoare',
      params: { name: 'excavatoare' },
    });
    const res = await search({ q: 'excavator', limit: '2' });
    expect(res.body).toHaveLength(2);
    expect(Object.keys(res.body[0]!).sort()).toEqual(Object.keys(category.body[0]!).sort());
    expect(Number(res.headers.get('x-total-count'))).toBeGreaterThan(2);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/search: what it refuses or ignores', () => {
  it('answers [] for an empty, blank or wordless query', async () => {
    for (const q of ['', '   ', '%_\\', '\'";--', ':* & | ! <-> ()', '\u0000\u0001\u001f']) {
      const res = await search(q);
      expect(res.status, JSON.stringify(q)).toBe(200);
      expect(res.body, JSON.stringify(q)).toEqual([]);
    }
    expect((await call(searchRoute, { path: '/api/search' })).body).toEqual([]);
  });

  it('treats hostile text as words and leaves the database alone', async () => {
    for (const q of [
      "'; drop table products; --",
      "komatsu' or '1'='1",
      'komatsu\u0000\u0007\u001b[31m',
      'komatsu \ud800',
      'komatsu:* | cat:*',
      "komatsu $1 $$ E'\\x'",
      '🚜 komatsu',
    ]) {
      const res = await search(q);
      expect(res.status, JSON.stringify(q)).toBe(200);
      expect(Array.isArray(res.body), JSON.stringify(q)).toBe(true);
    }
    expect((await models("komatsu' or '1'='1"))[0]).toMatch(/^Komatsu/);
    const rows = await database.handle().db.select({ id: products.id }).from(products);
    expect(rows.length).toBeGreaterThan(10);
  });

  it('takes a query of up to 100 characters and refuses a longer one', async () => {
    const words = 'excavator '.repeat(10).slice(0, 100);
    expect((await search(words)).status).toBe(200);
    const long = await search('a'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ errors: [{ msg: 'INVALID_SEARCH_QUERY', param: 'q' }] });
    expect((await search('x'.repeat(100_000))).status).toBe(400);
  });

  it('takes a limit from 1 to 50 (24 when absent) and refuses any other', async () => {
    expect((await search({ q: 'de', limit: '50' })).status).toBe(200);
    expect((await search('de')).body.length).toBeLessThanOrEqual(24);
    for (const limit of ['0', '51', '-1', '1.5', 'abc', '', '1e1', ' 5']) {
      const res = await search({ q: 'cat', limit });
      expect(res.status, limit).toBe(400);
      expect(res.body).toEqual({ errors: [{ msg: 'INVALID_SEARCH_LIMIT', param: 'limit' }] });
    }
  });

  it('limits each client: past 60 searches a minute, 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 60; index++) statuses.push((await search('cat')).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const last = await search('cat');
    expect(last.status).toBe(429);
    expect(last.body).toEqual({ errors: [{ msg: 'TOO_MANY_REQUESTS' }] });
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);

    // From now on server.mjs refuses this client's searches before Next, with the same 429.
    const refusal = (path: string) =>
      earlyRefusal(new URL(path, 'http://localhost'), new Headers());
    const api = refusal('/api/search?q=cat');
    expect(api?.status).toBe(429);
    expect(JSON.parse(api?.body ?? '')).toEqual({ errors: [{ msg: 'TOO_MANY_REQUESTS' }] });
    expect(Number(api?.headers['Retry-After'])).toBeGreaterThan(0);
    expect(refusal('/cautare?q=cat')?.body).toContain('Prea multe incercari');
    expect(refusal('/en/cautare?q=cat')?.body).toContain('Too many attempts');
    // Not a search, or nothing to search for: not its business.
    expect(refusal('/cautare')).toBeNull();
    expect(refusal('/home?q=cat')).toBeNull();
    await clearRateLimits(database.handle().db);
    expect(refusal('/api/search?q=cat')).toBeNull();
  });
});
