import { FULL_CHROMIUM } from '../../chromium';
import { openAdmin, unfoldAdminMenu } from './support/admin';
import { acceptCookies } from './support/page';
import {
  sharedAdminPageTest,
  sharedPageTest,
  type Browser,
  DESKTOP_ONLY,
  expect,
  MOBILE_ONLY,
  type Page,
  type TestInfo,
} from './support/test';

// Web vitals as a visitor's browser measures them (the full Chromium, not the headless shell).
sharedPageTest.use({ launchOptions: FULL_CHROMIUM });

let visitor = 0;

/** A visitor of its own (documentation-range address), so no per-IP limit of the run trips. */
async function asNewVisitor(page: Page, testInfo: TestInfo, baseURL: string): Promise<void> {
  visitor += 1;
  const prefix = testInfo.project.name === 'mobile' ? '198.51.100' : '203.0.113';
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `${prefix}.${100 + visitor}` });
  await acceptCookies(page.context(), baseURL);
}

/** The dashboard in a signed-in context of its own, beside the visitor's. */
async function openDashboard(browser: Browser, storageState: string, baseURL: string) {
  const context = await browser.newContext({ storageState, baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/admin/main/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Panou' })).toBeVisible();
  return page;
}

/** The page loads measured for a page type in the vitals table (0 while it has no row). */
async function vitalsSamples(dashboard: Page, pageType: string): Promise<number> {
  const header = dashboard
    .getByTestId('vitals-table')
    .getByRole('rowheader', { name: new RegExp(`^${pageType}`) });
  if ((await header.count()) === 0) return 0;
  return Number(await header.getAttribute('data-samples'));
}

/** This week's figure in the chart's table (its first row) and above its bar. */
async function thisWeek(dashboard: Page): Promise<number> {
  const table = dashboard.getByTestId('weekly-table');
  if (!(await table.isVisible())) await dashboard.getByText('Vezi datele in tabel').click();
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText('(aceasta saptamana)');
  return Number(await row.getByRole('cell').last().innerText());
}

sharedPageTest(
  'a visit sends LCP, CLS and TTFB (and INP) in one beacon, and the dashboard counts it',
  async ({ page, browser, adminSignIn, baseURL }, testInfo) => {
    await asNewVisitor(page, testInfo, baseURL ?? '');
    const dashboard = await openDashboard(browser, await adminSignIn(), baseURL ?? '');
    const before = await vitalsSamples(dashboard, 'Categorie');

    await page.goto('/categorie/excavatoare');
    // The reporter loads once the page is idle; then an input settles LCP…
    await page.waitForFunction(() => performance.getEntriesByName('vitals-reporting').length > 0);
    await page.keyboard.press('Shift');
    const beacon = page.waitForRequest((request) => request.url().endsWith('/api/vitals'));
    const stored = page.waitForResponse((response) => response.url().endsWith('/api/vitals'));
    // …and the page going to the background sends the beacon (headless tabs never hide, so the
    // browser's visibility change is played; LCP, settled by the key press, needs no trusted one).
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const request = await beacon;
    expect(request.headers()['content-type']).toMatch(/^text\/plain/);
    expect(request.headers()['x-xsrf-token']).toBeUndefined();
    const body = request.postDataJSON() as {
      page: string;
      device: string;
      metrics: { name: string }[];
    };
    expect(body.page).toBe('category');
    expect(body.device).toBe(testInfo.project.name === 'mobile' ? 'mobile' : 'desktop');
    // INP comes too when the key press took long enough to count (a busy machine).
    const names = body.metrics.map((metric) => metric.name);
    expect([...new Set(names)].sort()).toEqual(
      names.includes('INP') ? ['CLS', 'INP', 'LCP', 'TTFB'] : ['CLS', 'LCP', 'TTFB'],
    );
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(body).sort()).toEqual(['device', 'metrics', 'page']);
    expect((await stored).status()).toBe(204);

    await dashboard.reload();
    expect(await vitalsSamples(dashboard, 'Categorie')).toBeGreaterThan(before);
    const lcp = dashboard
      .getByTestId('vitals-table')
      .getByRole('row', { name: /^Categorie/ })
      .getByRole('cell')
      .first();
    // A rating in words, not by colour alone.
    await expect(lcp).toContainText(/bun|de imbunatatit|slab/);
    // The visit's own class of device alone still has it.
    const devices = dashboard.getByRole('navigation', { name: 'Dispozitivul vizitatorilor' });
    const own = devices.getByRole('link', {
      name: testInfo.project.name === 'mobile' ? 'Telefon' : 'Desktop',
    });
    await own.click();
    await expect(own).toHaveAttribute('aria-current', 'page');
    await expect(dashboard).toHaveURL(/\?device=(mobile|desktop)#vitals-heading$/);
    expect(await vitalsSamples(dashboard, 'Categorie')).toBeGreaterThan(0);
    await dashboard.context().close();
  },
);

sharedPageTest(
  'a 404 under /categorie/ is measured as an other page, not a product or category',
  DESKTOP_ONLY,
  async ({ page, baseURL }, testInfo) => {
    await asNewVisitor(page, testInfo, baseURL ?? '');
    // An unknown category redirects to a known one; an unknown machine under it is a 404.
    const response = await page.goto('/categorie/excavatoare/utilaj/nu-exista-asa-ceva');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.waitForFunction(() => performance.getEntriesByName('vitals-reporting').length > 0);
    await page.keyboard.press('Shift');
    const beacon = page.waitForRequest((request) => request.url().endsWith('/api/vitals'));
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect((await beacon).postDataJSON()).toMatchObject({ page: 'other' });
  },
);

sharedPageTest(
  'a request sent from a machine’s offer button shows in this week’s bar and among the machines',
  // What is counted is the same at every width; the phone's dashboard is in admin-layout.
  DESKTOP_ONLY,
  async ({ page, browser, adminSignIn, baseURL }, testInfo) => {
    await asNewVisitor(page, testInfo, baseURL ?? '');
    const dashboard = await openDashboard(browser, await adminSignIn(), baseURL ?? '');
    const before = await thisWeek(dashboard);

    await page.goto('/categorie/excavatoare');
    const card = page.locator('a[href*="/utilaj/"]').first();
    await card.click();
    await page.waitForURL(/\/utilaj\//);
    const model = (await page.locator('#product-title').innerText()).trim();
    await page.getByTestId('offer-button').click();
    await page.waitForURL(/\/contact\?/);
    const form = page.getByRole('form', { name: 'Formular de cerere de ofertă' });
    await form.getByLabel('E-mail').fill(`panou.${testInfo.project.name}@firma.ro`);
    await form.getByRole('checkbox', { name: /Am citit și accept/ }).check();
    await form.getByRole('button', { name: 'Trimite' }).click();
    await expect(page.getByText('Datele de contact au fost trimise cu succes!')).toBeVisible();

    await dashboard.reload();
    const now = await thisWeek(dashboard);
    expect(now).toBe(before + 1);
    // The same figure above this week's bar, the highlighted last one.
    await expect(
      dashboard.getByTestId('weekly-chart').locator('g').last().locator('text').first(),
    ).toHaveText(String(now));
    const machines = dashboard.getByRole('table', { name: /^Utilaje/ });
    await expect(machines.getByRole('link', { name: model })).toBeVisible();
    await expect(dashboard.getByTestId('open-requests')).toBeVisible();
    await dashboard.context().close();
  },
);

sharedAdminPageTest(
  'Panou is the first entry of the admin menu and marks itself current',
  async ({ page }) => {
    await openAdmin(page, '/admin/main/profile');
    const menu = page.getByRole('navigation', { name: 'Meniu administrare' });
    await unfoldAdminMenu(page);
    await expect(menu.getByRole('link').first()).toHaveText('Panou');
    await menu.getByRole('link', { name: 'Panou' }).click();
    await expect(page).toHaveURL(/\/admin\/main\/dashboard$/);
    // A phone's menu folds again after a choice.
    await unfoldAdminMenu(page);
    await expect(menu.getByRole('link', { name: 'Panou' })).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Viteza site-ului pentru vizitatori' }),
    ).toBeVisible();
  },
);

sharedPageTest(
  'a phone sends one beacon per page view, also when the visit ends before the page is idle (#34)',
  MOBILE_ONLY,
  async ({ page, baseURL }, testInfo) => {
    await asNewVisitor(page, testInfo, baseURL ?? '');
    const beacons: { page: string; device: string; metrics: { name: string }[] }[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/vitals')) beacons.push(request.postDataJSON());
    });
    // Headless tabs never hide: the browser's visibility change is played.
    const hide = () =>
      page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });

    // A short visit: the phone is put away as soon as the page is parsed, long before idle.
    await page.goto('/categorie/excavatoare', { waitUntil: 'domcontentloaded' });
    await hide();
    await expect.poll(() => beacons.length).toBe(1);
    expect(beacons[0]).toMatchObject({ page: 'category', device: 'mobile' });
    expect(beacons[0]?.metrics.map((metric) => metric.name)).toContain('TTFB');

    // A visit read for a while, then put away: its own beacon, once.
    await page.goto('/contact');
    await page.waitForFunction(() => performance.getEntriesByName('vitals-reporting').length > 0);
    await page.keyboard.press('Shift');
    await hide();
    await expect.poll(() => beacons.length).toBe(2);
    expect(beacons[1]).toMatchObject({ page: 'contact', device: 'mobile' });
    await page.waitForTimeout(500);
    expect(beacons).toHaveLength(2);
  },
);
