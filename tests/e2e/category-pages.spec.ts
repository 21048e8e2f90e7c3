import sharp from 'sharp';
import yazl from 'yazl';
import { DESKTOP_ONLY, expect, sharedPageTest, test, type APIRequestContext } from './support/test';
import { waitForHydration } from './support/page';
import { categories as listCategories } from './support/seo';
import { adminApiHeaders } from './support/admin';

// Issue #34: a category of many machines is listed 24 cards a page, in an order the visitor
// chooses, with numbered links that work without JavaScript.
test.describe.configure({ mode: 'serial' });

const CATEGORY = 'Paginare E2E';
const SLUG = 'paginare-e2e';
const COUNT = 30;
const model = (n: number) => `Pagina Test ${String(n).padStart(2, '0')}`;
/** Prices fall as the number grows; every fifth machine has none. */
const price = (n: number) => (n % 5 === 0 ? '' : String(2000 - n * 10));

async function importCategory(request: APIRequestContext) {
  const picture = await sharp({
    create: { width: 320, height: 240, channels: 3, background: '#5d6d7e' },
  })
    .jpeg()
    .toBuffer();
  const rows = ['categorie;model;header_offer;details;technical_data;price_day;header_photo'];
  for (let n = 1; n <= COUNT; n += 1)
    rows.push(`${CATEGORY};${model(n)};Oferta;Detalii;Date;${price(n)};p.jpg`);
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(rows.join('\r\n')), 'utilaje.csv');
  zip.addBuffer(picture, 'p.jpg');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  const answer = await request.post('/api/import', {
    headers: { ...(await adminApiHeaders(request)), 'content-type': 'application/zip' },
    data: Buffer.concat(chunks),
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function removeCategory(request: APIRequestContext) {
  const headers = await adminApiHeaders(request);
  const list = (await (await request.get('/api/product')).json()) as {
    uuid: string;
    category: string;
  }[];
  for (const { uuid } of list.filter((product) => product.category === CATEGORY)) {
    await request.delete(`/api/product/${uuid}`, { headers });
    await request.delete(`/api/trash/${uuid}`, { headers });
  }
  const categories = (await (await request.get('/api/category')).json()) as {
    uuid: string;
    name: string;
  }[];
  const category = categories.find((item) => item.name === CATEGORY);
  if (category) {
    await request.delete(`/api/category/${category.uuid}`, { headers });
    await request.delete(`/api/trash/${category.uuid}`, { headers });
  }
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await importCategory(request);
  await request.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await removeCategory(request);
  await request.dispose();
});

sharedPageTest(
  '24 cards a page, numbered pages, the last page, and 404 past it',
  DESKTOP_ONLY,
  async ({ page }) => {
    await page.goto(`/categorie/${SLUG}`);
    const cards = page.getByTestId('product-cards').getByRole('listitem');
    await expect(cards).toHaveCount(24);
    await expect(page.getByText('Utilajele 1–24 din 30')).toBeVisible();
    const pager = page.getByRole('navigation', { name: 'Paginile categoriei' });
    await expect(pager.getByRole('link', { name: 'Pagina 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await pager.getByRole('link', { name: 'Pagina 2' }).click();
    await expect(page).toHaveURL(new RegExp(`/categorie/${SLUG}\\?pagina=2$`));
    await expect(cards).toHaveCount(6);
    await expect(cards.first()).toContainText(model(25));
    await expect(page).toHaveTitle(/^Paginare E2E – pagina 2 \|/);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
      'href',
      new RegExp(`/categorie/${SLUG}\\?pagina=2$`),
    );
    expect((await page.request.get(`/categorie/${SLUG}?pagina=3`)).status()).toBe(404);
    expect((await page.request.get(`/en/categorie/${SLUG}?pagina=2`)).status()).toBe(200);
    const first = await page.request.get(`/categorie/${SLUG}?pagina=1`, { maxRedirects: 0 });
    expect(first.status()).toBe(308);
    expect(first.headers()['location']).toMatch(new RegExp(`/categorie/${SLUG}$`));
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('pagina=');
  },
);

test(
  'the order and the price filter work without JavaScript',
  DESKTOP_ONLY,
  async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/categorie/${SLUG}`);
    await page.getByLabel('Ordonare').selectOption('pret');
    await page.getByLabel('Doar cu preț afișat').check();
    await page.getByRole('button', { name: 'Aplică' }).click();
    await expect(page).toHaveURL(new RegExp(`/categorie/${SLUG}\\?ordine=pret&doar-cu-pret=1$`));
    const cards = page.getByTestId('product-cards').getByRole('listitem');
    // 24 of the 30 have a price: the cheapest is the highest number without a multiple of 5.
    await expect(page.getByText('Utilajele 1–24 din 24')).toBeVisible();
    await expect(cards.first()).toContainText(model(29));
    await page.goto(`/categorie/${SLUG}?ordine=pret-desc`);
    await expect(cards.first()).toContainText(model(1));
    await expect(page.getByTestId('product-cards').getByRole('listitem').nth(23)).toContainText(
      model(29),
    );
    await context.close();
  },
);

sharedPageTest(
  'a sorted or filtered view has its own title, as it has its own canonical (issue #41)',
  DESKTOP_ONLY,
  async ({ page }) => {
    const titles: string[] = [];
    for (const [query, title] of [
      ['', 'Paginare E2E |'],
      ['?ordine=pret', 'Paginare E2E – preț pe zi crescător |'],
      ['?ordine=pret-desc&pagina=2', 'Paginare E2E – preț pe zi descrescător – pagina 2 |'],
      ['?doar-cu-pret=1', 'Paginare E2E – doar cu preț afișat |'],
    ] as const) {
      await page.goto(`/categorie/${SLUG}${query}`);
      await expect(page).toHaveTitle(new RegExp(`^${title}`));
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
        'href',
        new RegExp(`/categorie/${SLUG}${query.replace('?', '\\?')}$`),
      );
      titles.push(await page.title());
    }
    expect(new Set(titles).size).toBe(titles.length);
    await page.goto(`/en/categorie/${SLUG}?ordine=model&doar-cu-pret=1`);
    await expect(page).toHaveTitle(/^Paginare E2E – only with a price shown \|/);
  },
);

sharedPageTest(
  'search pages from 2 say their number in the title (issue #41)',
  DESKTOP_ONLY,
  async ({ page }) => {
    await page.goto('/cautare?q=pagina+test&pagina=2');
    await expect(page).toHaveTitle(/^Căutare: pagina test – pagina 2 \|/);
    await page.goto('/en/cautare?q=pagina+test&pagina=2');
    await expect(page).toHaveTitle(/^Search: pagina test – page 2 \|/);
    await page.goto('/cautare?q=pagina+test');
    await expect(page).toHaveTitle(/^Căutare: pagina test \|/);
  },
);

sharedPageTest('search results have the same pages and orders', DESKTOP_ONLY, async ({ page }) => {
  await page.goto('/cautare?q=pagina+test');
  await expect(page.getByTestId('search-count')).toHaveText('Am găsit 30 de utilaje.');
  const cards = page.getByTestId('product-cards').getByRole('listitem');
  await expect(cards).toHaveCount(24);
  await page
    .getByRole('navigation', { name: 'Paginile categoriei' })
    .getByRole('link', { name: 'Pagina 2' })
    .click();
  await expect(page).toHaveURL(/\/cautare\?q=pagina\+test&pagina=2$/);
  await expect(cards).toHaveCount(6);
  await page.getByLabel('Ordonare').selectOption('pret-desc');
  await page.getByRole('button', { name: 'Aplică' }).click();
  await expect(page).toHaveURL(/\/cautare\?q=pagina\+test&ordine=pret-desc$/);
  await expect(cards.first()).toContainText(model(1));
  expect((await page.request.get('/cautare?q=pagina+test&pagina=3')).status()).toBe(404);
});

sharedPageTest(
  'the category menu: every category, the current one lit, links that open page 1 in the app',
  DESKTOP_ONLY,
  async ({ page }) => {
    const categories = await listCategories(page.request);
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['rsc']) prefetched.push(new URL(request.url()).pathname);
    });
    await page.goto(`/categorie/${SLUG}?pagina=2`);
    const menu = page.getByTestId('category-menu');
    await expect(menu.getByRole('link')).toHaveCount(categories.length);
    await expect(menu.getByRole('link', { name: CATEGORY })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(menu.locator('[aria-current]')).toHaveCount(1);
    // Set on this document: still there after the click only if the app navigated in place.
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    const other = categories.find((category) => category.name !== CATEGORY)!;
    const link = menu.getByRole('link', { name: other.name, exact: true });
    // Its page is prefetched when the pointer reaches the link, not on arrival.
    await waitForHydration(page);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.waitForLoadState('networkidle');
    expect(prefetched).toEqual([]);
    await link.hover();
    await expect.poll(() => prefetched).toContain(`/categorie/${other.slug}`);
    await link.focus();
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.name);
    await expect(page).toHaveURL(new RegExp(`/categorie/${other.slug}$`));
    expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);
    await expect(menu.getByRole('link', { name: other.name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Back on the list's page 2, and in English: the same menu, in the page's language.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/categorie/${SLUG}\\?pagina=2$`));
    await page.goto(`/en/categorie/${SLUG}`);
    await menu.locator('a:not([aria-current])').first().click();
    await expect(page).toHaveURL(/\/en\/categorie\/[^/?]+$/);
    await expect(menu.locator('[aria-current]')).not.toHaveText(CATEGORY);
  },
);

test(
  "the page's CSS comes in its HTML, once; the app fetches another page's own styles",
  DESKTOP_ONLY,
  async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (/\.css(\?|$)/.test(new URL(request.url()).pathname)) stylesheets.push(request.url());
    });
    await page.goto(`/categorie/${SLUG}`);
    await waitForHydration(page);
    // Styled without a stylesheet request: the menu's heading has its dark band.
    const heading = page.getByRole('heading', { name: 'INCHIRIERE' });
    await expect(heading).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    expect(stylesheets).toEqual([]);
    // Each stylesheet's text once in the document: inline, not again in the page's payload.
    const html = await (await page.request.get(`/categorie/${SLUG}`)).text();
    const inline = [...html.matchAll(/<style data-precedence="next" data-href="[^"]+">([^<]+)/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, text] of inline) {
      const rule = text!.slice(0, 60);
      expect(html.split(rule).length - 1, rule).toBe(1);
    }
    // A machine's page has styles of its own: the app fetches them, and shows it styled.
    await page.getByTestId('product-cards').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/utilaj\//);
    await expect.poll(() => stylesheets.length).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'Inapoi la OFERTA' })).not.toHaveCSS(
      'background-color',
      'rgba(0, 0, 0, 0)',
    );
  },
);
