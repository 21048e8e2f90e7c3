import { expect, test } from '@playwright/test';
import { resendBody, type StoredProduct } from '../support/resend-product';
import { startNginx } from './support/nginx';
import { OWN_SERVER_START_MS, startOwnServer, type OwnServer } from './support/own-server';
import { E2E_ADMIN } from './support/seeded-database';

/**
 * deploy/nginx-site.conf's micro-cache (issue #42), as shipped, in front of the production
 * build: what it keeps, what it never keeps, how soon a change shows, and what a visitor
 * gets while the app restarts.
 */
let app: OwnServer;
let nginx: Awaited<ReturnType<typeof startNginx>>;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_START_MS + 30_000);
  app = await startOwnServer({ TRUSTED_PROXIES: '1' });
  nginx = await startNginx('nginx-site.conf', [app.port]);
});

test.afterAll(async () => {
  const errors = await nginx?.stop();
  await app?.stop();
  expect(errors ?? '').not.toMatch(/\[(emerg|alert|crit)\]/);
});

const cacheStatus = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${nginx.url}${path}`, { headers, redirect: 'manual' });
  await res.arrayBuffer();
  return { status: res.status, cache: res.headers.get('x-cache-status'), res };
};

async function adminToken(): Promise<string> {
  const res = await fetch(`${nginx.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: E2E_ADMIN.ADMIN_USERNAME,
      password: E2E_ADMIN.ADMIN_PASSWORD,
    }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

test('a public page is a HIT on the second request, in each language and encoding', async () => {
  for (const path of ['/home', '/en/home']) {
    for (const encoding of ['gzip', 'identity']) {
      const headers = { 'accept-encoding': encoding };
      await cacheStatus(path, headers);
      const second = await cacheStatus(path, headers);
      expect(second.status).toBe(200);
      expect(second.cache, `${path} ${encoding}`).toBe('HIT');
      // Each client gets the encoding it asked for, from its own entry.
      expect(second.res.headers.get('content-encoding') ?? 'identity').toBe(encoding);
    }
  }
});

test("a machine's PDF is one entry whatever its query: a second ?v= is a HIT", async () => {
  const pdf = '/categorie/excavatoare/utilaj/cat-320/fisa-tehnica.pdf';
  for (const path of [pdf, `/en${pdf}`]) {
    const first = await cacheStatus(`${path}?v=${Math.random()}`);
    expect(first.status).toBe(200);
    expect(first.res.headers.get('content-type')).toBe('application/pdf');
    const second = await cacheStatus(`${path}?v=${Math.random()}`);
    expect(second.status).toBe(200);
    expect(second.cache, path).toBe('HIT');
  }
});

test('private answers, signed-in visitors and router requests pass the cache', async () => {
  // The contact form is private to each visitor (its answer says so): never stored.
  await cacheStatus('/contact');
  expect((await cacheStatus('/contact')).cache).toBe('MISS');
  const cookie = { cookie: 'next-auth.session-token=anything' };
  expect((await cacheStatus('/home', cookie)).cache).toBe('BYPASS');
  expect((await cacheStatus('/home', { authorization: 'Bearer x' })).cache).toBe('BYPASS');
  expect((await cacheStatus('/home', { rsc: '1' })).cache).toBe('BYPASS');
  // A visitor who saved English, entering on a Romanian page, is sent to the English one.
  const entry = await cacheStatus('/home', { cookie: 'locale=en', 'sec-fetch-dest': 'document' });
  expect(entry.status).toBe(307);
  expect(entry.res.headers.get('location')).toMatch(/\/en\/home$/);
});

test('an answer that sets a cookie is not stored, and the API is never cached', async () => {
  // The admin's pages hand out the XSRF cookie; the API answers per caller.
  for (const path of ['/admin/login', '/api/category', '/api/health']) {
    const first = await cacheStatus(path);
    const second = await cacheStatus(path);
    expect(second.cache, path).toBeNull();
    if (path !== '/api/health') expect(first.res.headers.get('set-cookie'), path).not.toBeNull();
  }
  // An authenticated answer is never served to the next caller.
  const token = await adminToken();
  const signedIn = await fetch(`${nginx.url}/api/product?page=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(signedIn.status).toBe(200);
  const anonymous = await fetch(`${nginx.url}/api/product?page=1`);
  expect(anonymous.status).toBe(401);
});

test('a price change shows through nginx within 2 s of the app showing it', async () => {
  const [entry] = (await (await fetch(`${app.url}/api/product`)).json()) as {
    uuid: string;
    slug: string;
    category_slug: string;
  }[];
  const path = `/categorie/${entry!.category_slug}/utilaj/${entry!.slug}`;
  // Cached through nginx first.
  await cacheStatus(path);
  expect((await cacheStatus(path)).cache).toBe('HIT');
  const [product] = (await (await fetch(`${app.url}/api/product/${entry!.uuid}`)).json()) as [
    StoredProduct,
  ];
  const price = 4000 + Math.floor(Math.random() * 999);
  const res = await fetch(`${nginx.url}/api/product/update`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken()}` },
    body: JSON.stringify(resendBody(product, { price_day: price })),
  });
  expect(res.status).toBe(200);
  // As the page writes it: 'de la 4.123 lei/zi'.
  const shown = `${String(price).replace(/\B(?=(\d{3})+$)/g, '.')} lei`;
  const text = async (base: string) => (await fetch(`${base}${path}`)).text();
  await expect.poll(() => text(app.url), { timeout: 10_000 }).toContain(shown);
  await expect.poll(() => text(nginx.url), { timeout: 2_000, intervals: [100] }).toContain(shown);
});

test('while the app restarts, visitors get the last good page, not an error', async () => {
  await cacheStatus('/en/home');
  expect((await cacheStatus('/en/home')).cache).toBe('HIT');
  await app.stop();
  // Past the second the entry is fresh: stale, and the app is gone. nginx counts validity in
  // whole seconds from the second it stored the entry, so "1s" lasts up to 2 s.
  await new Promise((resolve) => setTimeout(resolve, 2_100));
  const during = await cacheStatus('/en/home');
  expect(during.status).toBe(200);
  expect(during.cache).toBe('STALE');
  // A page never cached has nothing to fall back on.
  expect((await cacheStatus('/contact')).status).toBe(502);
});
