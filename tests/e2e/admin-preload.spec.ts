import { waitForHydration } from './support/page';
import { sharedAdminPageTest as test, expect, type APIRequestContext } from './support/test';

/**
 * Spec §2: the lists are "preloaded before the screen opens". The server HTML of each admin
 * list already holds its first data, read with the admin's saved sign-in, not 'Se incarca…'.
 */

interface Category {
  name: string;
}
interface ProductPage {
  items: { model: string }[];
  total: number;
}
interface Banner {
  image: { url: string };
}

/**
 * The page's markup as the server sends it, before any script runs; the scripts (React's
 * payload and the messages, 'Se incarca…' among them) are left out.
 */
async function serverHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  return (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, '');
}

/** Nothing in the markup says it is still loading. */
function expectLoaded(html: string) {
  expect(html).not.toContain('Se incarca');
  expect(html).not.toContain('aria-busy="true"');
}

/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

test('the categories screen comes with its rows', async ({ page }) => {
  const categories = (await (await page.request.get('/api/category')).json()) as Category[];
  expect(categories.length).toBeGreaterThan(0);
  const html = await serverHtml(page.request, '/admin/main/categories');
  expectLoaded(html);
  for (const { name } of categories) expect(html).toContain(`<td>${escaped(name)}</td>`);
});

test('the products screen comes with the page and filters its address asks for', async ({
  page,
}) => {
  const asks = async (query: string) => {
    const answer = await page.request.get(`/api/product?${query}`);
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as ProductPage).items.map((item) => item.model);
  };
  const firstPage = await asks('page=1&limit=50');
  const secondPage = await asks('page=2&limit=3');
  expect(firstPage.length).toBeGreaterThan(3);
  expect(secondPage).toHaveLength(3);

  const html = await serverHtml(page.request, '/admin/main/products');
  expectLoaded(html);
  for (const model of firstPage) expect(html).toContain(escaped(model));

  const paged = await serverHtml(page.request, '/admin/main/products?page=2&limit=3');
  for (const model of secondPage) expect(paged).toContain(escaped(model));
  for (const model of firstPage.filter((m) => !secondPage.includes(m)).slice(0, 3)) {
    expect(paged).not.toContain(`>${escaped(model)}<`);
  }

  // A model filter from the address, as the list sends it.
  const model = secondPage[0] ?? '';
  const filtered = await asks(`page=1&limit=50&model=${encodeURIComponent(model)}`);
  const filteredHtml = await serverHtml(
    page.request,
    `/admin/main/products?model=${encodeURIComponent(model)}`,
  );
  for (const found of filtered) expect(filteredHtml).toContain(escaped(found));
  expect(filteredHtml).toContain(`value="${escaped(model)}"`);
});

test('the configuration and banner screens come with their data', async ({ page }) => {
  const configuration = await serverHtml(page.request, '/admin/main/configuration');
  expectLoaded(configuration);
  expect(configuration).toContain('value="contact@inchirieri-utilaje.ro"');

  const banners = (await (await page.request.get('/api/banner/all')).json()) as Banner[];
  expect(banners.length).toBeGreaterThan(0);
  const html = await serverHtml(page.request, '/admin/main/banner');
  expect(html).toContain(`${banners.length} poze incarcate`);
  for (const banner of banners) expect(html).toContain(banner.image.url);
});

test('the client takes over: no second read of the preloaded page, later pages are read', async ({
  page,
}) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/product') reads.push(request.url());
  });
  await page.goto('/admin/main/products?limit=3');
  await expect(page.getByText('Pagina 1 din')).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Pagina urmatoare' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => reads.length).toBe(1);
  expect(reads[0]).toContain('page=2');
});

test('a visitor without a session gets the login, not the data', async ({
  page,
  playwright,
  baseURL,
}) => {
  const categories = (await (await page.request.get('/api/category')).json()) as Category[];
  // Signed out explicitly: the runner would otherwise lend it the test's saved sign-in.
  const anonymous = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
  });
  for (const path of [
    '/admin/main/categories',
    '/admin/main/products',
    '/admin/main/configuration',
    '/admin/main/banner',
  ]) {
    const response = await anonymous.get(path, { maxRedirects: 0 });
    const body = await response.text();
    // A redirect, by status or (once the response has started) in the page itself.
    expect(response.headers().location ?? body, path).toContain('/admin/login');
    expect(body, path).not.toContain('contact@inchirieri-utilaje.ro');
    for (const { name } of categories)
      expect(body, path).not.toContain(`<td>${escaped(name)}</td>`);
  }
  await anonymous.dispose();
});
