import {
  sharedAdminPageTest as test,
  expect,
  MOBILE_ONLY,
  sharedPageTest,
  type Page,
} from './support/test';
import { openAdmin } from './support/admin';
import { pngFile } from './support/files';
import { horizontalOverflow } from './support/page';

interface Listed {
  uuid: string;
}

/** How far right of the screen any visible control reaches: 0 or less when all fit. */
function controlsOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    let worst = -Infinity;
    for (const element of document.querySelectorAll('a, button, input, select, label, td, th')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // The visually hidden file inputs are 1 px and clipped: they count like the others.
      worst = Math.max(worst, box.right - width);
    }
    return worst;
  });
}

async function expectFits(page: Page, path: string) {
  expect(await horizontalOverflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(await controlsOverflow(page), `${path} has a control past the edge`).toBeLessThanOrEqual(
    0,
  );
}

test(
  'every admin screen fits a 375 px phone, with no sideways scroll',
  MOBILE_ONLY,
  async ({ page }) => {
    // The layout check is for the phone.
    const [category] = (await (await page.request.get('/api/category')).json()) as Listed[];
    const [product] = (await (await page.request.get('/api/product')).json()) as Listed[];
    // A request in the inbox, with a long company and e-mail, so its table has rows to fit.
    const sent = await page.request.post('/api/contact', {
      headers: { 'x-forwarded-for': '192.0.2.250' },
      data: {
        lastName: 'Popescu-Ionescu',
        firstName: 'Alexandru',
        email: 'alexandru.popescu-ionescu@constructii-exemplu.ro',
        phone: '0722 123 456',
        company: 'Constructii si Amenajari Exemplu SRL',
        categories: 'Excavatoare, Buldoexcavatoare, Compactoare',
        message: 'Avem nevoie de un excavator pentru o fundatie.',
        check: true,
      },
    });
    expect(sent.ok()).toBe(true);
    // Field vitals in every column, with the longest rating ('de imbunatatit'), for the dashboard.
    const vitals = await page.request.post('/api/vitals', {
      headers: { 'x-forwarded-for': '192.0.2.250' },
      data: {
        page: 'product',
        device: 'mobile',
        metrics: [
          { name: 'LCP', value: 3100 },
          { name: 'INP', value: 320 },
          { name: 'CLS', value: 0.18 },
          { name: 'TTFB', value: 1250 },
        ],
      },
    });
    expect(vitals.status()).toBe(204);
    const screens: [string, string][] = [
      ['/admin/main/dashboard', 'Panou'],
      ['/admin/main/profile', 'Resetare parola'],
      ['/admin/main/categories', 'Categorii produse'],
      ['/admin/main/categories/add', 'Adaugare categorie'],
      [`/admin/main/categories/edit/${category?.uuid}`, 'Adaugare categorie'],
      ['/admin/main/products', 'Utilaje'],
      ['/admin/main/products/add', 'Adaugare utilaj'],
      [`/admin/main/products/edit/${product?.uuid}`, 'Modificare utilaj'],
      ['/admin/main/banner', 'Poze banner'],
      ['/admin/main/configuration', 'Configurare'],
      ['/admin/main/inquiries', 'Cereri oferta'],
      ['/admin/main/import-export', 'Import / export'],
      ['/admin/main/reservations', 'Rezervari'],
      ['/admin/main/reservations/add', 'Adaugare rezervare'],
      ['/admin/main/reservations/calendar', 'Calendar rezervari'],
      ['/admin/main/trash', 'Cos de gunoi'],
      ['/admin/main/accounts', 'Administratori'],
      ['/admin/main/sessions', 'Sesiuni'],
      ['/admin/main/audit', 'Jurnal'],
    ];
    // What a screen shows once filled in, checked to fit too (these were tests of their own in
    // admin-products.spec.ts and admin-banners.spec.ts, each loading the screens again).
    const filledIn: Record<string, () => Promise<void>> = {
      '/admin/main/products': async () => {
        await expect(page.getByRole('columnheader', { name: 'Model' })).toBeVisible();
        await expect(page.getByPlaceholder('Cautare model')).toBeVisible();
      },
      '/admin/main/products/add': async () => {
        await page
          .getByLabel('Alegeti poza oferta')
          .setInputFiles(await pngFile('cap.png', '#336699'));
        await expect(page.locator('.ReactCrop')).toBeVisible();
        await expect(
          page.getByRole('textbox', { name: 'Date tehnice', exact: true }),
        ).toBeVisible();
      },
      '/admin/main/banner': async () => {
        await expect(page.getByTestId('banner-count')).toBeVisible();
      },
    };
    // Each screen's heading shows it signed in (a visitor would get the login's).
    for (const [path, title] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectFits(page, path);
      const fill = filledIn[path];
      if (fill) {
        await fill();
        await expectFits(page, `${path}, filled in`);
      }
    }
  },
);

test(
  'the categories screen at 375 px: the buttons stay in the card, the dialog on screen',
  MOBILE_ONLY,
  async ({ page }, info) => {
    // The layout check is for the phone.
    await openAdmin(page, '/admin/main/categories');
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    const card = await page.locator('.admin-card').boundingBox();
    const tableBox = await table.boundingBox();
    expect(tableBox && card && tableBox.x + tableBox.width).toBeLessThanOrEqual(
      (card?.x ?? 0) + (card?.width ?? 0),
    );
    const deletes = page.getByRole('button', { name: /^Stergere / });
    expect(await deletes.count()).toBeGreaterThan(0);
    for (const button of await deletes.all()) {
      const box = await button.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual((card?.x ?? 0) + (card?.width ?? 0));
    }
    await expectFits(page, '/admin/main/categories');
    await page.screenshot({ path: info.outputPath('categories-375.png'), fullPage: true });

    await deletes.first().click();
    const dialog = page.getByRole('dialog', { name: 'Stergere categorie' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    await expect(dialog.getByRole('button', { name: 'Da' })).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('button', { name: 'Nu' })).toBeInViewport({ ratio: 1 });
    await dialog.getByRole('button', { name: 'Nu' }).click();
    await expect(dialog).toBeHidden();
  },
);

// Signed out: the worker's tab as the phone project sets it up, without the admin's sign-in.
sharedPageTest(
  'the sign-in and reset screens fit a 375 px phone',
  MOBILE_ONLY,
  async ({ page }) => {
    // The layout check is for the phone.
    for (const [path, title] of [
      ['/admin/login', 'Autentificare'],
      ['/admin/reset', 'Ati uitat parola?'],
      ['/admin/reset/un-link-oarecare', 'Schimbare parola'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectFits(page, path);
    }
  },
);
