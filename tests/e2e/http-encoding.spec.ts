import { expect, test } from './support/test';

/**
 * What the custom server sends over the wire (server/encoding.mjs): cached pages gzipped,
 * with a validator that lets a returning browser or proxy get a 304 instead of the page;
 * dynamic pages gzipped as they stream.
 */

const gzip = { 'accept-encoding': 'gzip' };

test('a cached machine page is gzipped, tagged, and not sent again to a client that holds it', async ({
  request,
}) => {
  const products = (await (await request.get('/api/product')).json()) as {
    model: string;
    slug: string;
    category_slug: string;
  }[];
  const machine = products[0]!;
  const path = `/categorie/${machine.category_slug}/utilaj/${machine.slug}`;
  // Visits render it until it is kept: a page rendered within seconds of a write (an earlier
  // test's, on this worker's site) is not cached (server/cache/tags.mjs).
  await expect
    .poll(async () => (await request.get(path)).headers()['x-nextjs-cache'], { timeout: 15_000 })
    .toBe('HIT');

  const page = await request.get(path, { headers: gzip });
  expect(page.status()).toBe(200);
  expect(page.headers()['content-encoding']).toBe('gzip');
  expect(page.headers()['vary']).toMatch(/accept-encoding/i);
  expect(await page.text()).toContain(machine.model);
  const tag = page.headers()['etag'];
  expect(tag).toMatch(/^W\/".+"$/);

  const again = await request.get(path, { headers: { ...gzip, 'if-none-match': tag! } });
  expect(again.status()).toBe(304);
  expect((await again.body()).length).toBe(0);

  // The other language is another page, with its own tag.
  const english = await request.get(`/en${path}`, { headers: { 'if-none-match': tag! } });
  expect(english.status()).toBe(200);
  expect(english.headers()['etag']).not.toBe(tag);
});

test('the contact page, rendered per request, streams gzipped', async ({ request }) => {
  const contact = await request.get('/contact', { headers: gzip });
  expect(contact.status()).toBe(200);
  expect(contact.headers()['content-encoding']).toBe('gzip');
  expect(contact.headers()['content-length']).toBeUndefined();
  expect(await contact.text()).toContain('<form');
});

test('idle connections outlast the 60 s nginx keeps its own to the app', async ({ request }) => {
  // A shorter timeout closes a connection nginx is about to reuse: the request on it fails.
  const response = await request.get('/api/category');
  const timeout = /timeout=(\d+)/.exec(response.headers()['keep-alive'] ?? '')?.[1];
  expect(Number(timeout)).toBeGreaterThan(60);
});
