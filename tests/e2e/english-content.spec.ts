import sharp from 'sharp';
import { adminApiHeaders, openAdmin } from './support/admin';
import { jsonLd } from './support/seo';
import {
  sharedAdminPageTest,
  DESKTOP_ONLY,
  expect,
  sharedPageTest,
  type APIRequestContext,
} from './support/test';

// Issue #17: English catalogue texts on /en pages, Romanian ones marked lang="ro" until
// translated; an admin change expires the cached pages of both languages.

interface Category {
  uuid: string;
  name: string;
  name_en: string | null;
  slug: string;
}

async function categories(request: APIRequestContext): Promise<Category[]> {
  return (await (await request.get('/api/category')).json()) as Category[];
}

sharedPageTest(
  '/en/home of the demo data lists the English category names',
  DESKTOP_ONLY,
  async ({ page, request }) => {
    const list = await categories(request);
    expect(list.length).toBeGreaterThan(0);
    await page.goto('/en/home');
    const columns = page.getByTestId('category-column');
    for (const category of list) {
      expect(category.name_en, category.name).toBeTruthy();
      await expect(
        columns.getByRole('link', { name: category.name_en ?? '', exact: true }),
      ).toBeVisible();
    }
    await expect(columns.locator('[lang="ro"]')).toHaveCount(0);
    const company = (await jsonLd(page)).find((block) => block['@type'] === 'LocalBusiness');
    expect(company?.url).toMatch(/\/en\/home$/);
    // The Romanian home is unchanged.
    await page.goto('/home');
    await expect(
      page.getByTestId('category-column').getByRole('link', { name: list[0]?.name ?? '' }),
    ).toBeVisible();
  },
);

sharedPageTest(
  '/en/contact offers the English category names and still sends the Romanian one',
  DESKTOP_ONLY,
  async ({ page, request }) => {
    const [category] = await categories(request);
    if (!category?.name_en) throw new Error('no translated seeded category');
    await page.goto('/en/contact');
    const form = page.getByRole('form', { name: 'Request an offer form' });
    await form.getByRole('button', { name: /Machine categories/ }).click();
    await expect(form.getByRole('checkbox', { name: category.name, exact: true })).toHaveCount(0);
    await form.getByRole('checkbox', { name: category.name_en, exact: true }).check();
    await page.keyboard.press('Escape');
    await expect(form.getByRole('button', { name: /Machine categories/ })).toContainText(
      category.name_en,
    );
    await expect(form.locator('[lang="ro"]')).toHaveCount(0);

    // What is sent (and so stored and mailed) is the Romanian name, as from the RO page.
    let sent: unknown;
    await page.route('**/api/contact', async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({ status: 201, json: {} });
    });
    await form.getByLabel('E-mail').fill('english.visitor@firma.ro');
    await form.getByRole('checkbox', { name: /I have read and accept/ }).check();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => sent).toMatchObject({ categories: category.name, locale: 'en' });
  },
);

sharedPageTest(
  'admin English texts show on the EN pages only, and untranslated ones are lang="ro"',
  DESKTOP_ONLY,
  async ({ page, request }) => {
    // One run is enough: it writes to the catalogue.
    const headers = await adminApiHeaders(request);
    const suffix = Date.now();
    const picture = await sharp({
      create: { width: 320, height: 320, channels: 3, background: '#2a6f97' },
    })
      .png()
      .toBuffer();

    // A new category without an English name, and a machine in it without English texts.
    const categoryName = `Pompe beton ${suffix}`;
    const createdCategory = await request.post('/api/category/create', {
      headers,
      data: { name: categoryName },
    });
    expect(createdCategory.status()).toBe(201);
    const category = (await createdCategory.json()) as Category;
    expect(category.name_en).toBeNull();
    const model = `Pompa E2E ${suffix}`;
    const body = {
      model,
      category_uuid: category.uuid,
      header_offer: '<p>Ofertă românească de test</p>',
      details: '<p>Detalii românești de test</p>',
      technical_data: '<p>Date tehnice românești</p>',
      header_photo: { image: picture.toString('base64'), mime_type: 'image/png' },
      gallery: [],
    };
    const createdProduct = await request.post('/api/product/create', { headers, data: body });
    expect(createdProduct.status()).toBe(201);
    const product = (await createdProduct.json()) as {
      uuid: string;
      slug: string;
      header_photo: { uuid: string };
    };
    const productPath = `/categorie/${category.slug}/utilaj/${product.slug}`;
    try {
      // Untranslated: the Romanian texts, marked lang="ro", on the EN pages.
      await page.goto(`/en/categorie/${category.slug}`);
      await expect(page.getByRole('heading', { level: 1 }).locator('[lang="ro"]')).toHaveText(
        categoryName,
      );
      await expect(
        page.getByTestId('category-menu').locator('[lang="ro"]', { hasText: categoryName }),
      ).toBeVisible();
      await page.goto(`/en${productPath}`);
      await expect(
        page.locator('[lang="ro"]', { hasText: 'Detalii românești de test' }),
      ).toBeVisible();
      // Its description is English all the same: the model and the category's name (#34).
      const fallback = `${model} for rent (${categoryName}) from Inchirieri Utilaje. Request an offer for this machine.`;
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', fallback);
      const untranslated = await jsonLd(page);
      expect(untranslated.find((block) => block['@type'] === 'Product')).toMatchObject({
        description: fallback,
      });
      await page.goto('/en/home');
      await expect(
        page.getByTestId('category-column').locator('[lang="ro"]', { hasText: categoryName }),
      ).toBeVisible();
      await page.goto('/en/contact');
      await expect(
        page.locator('select#contact-categories option[lang="ro"]', { hasText: categoryName }),
      ).toHaveCount(1);
      // Cached now in both languages; the RO page too.
      await page.goto(productPath);

      // The admin writes English details and an English name through the API.
      const details = `English details written by the admin ${suffix}`;
      const updated = await request.put('/api/product/update', {
        headers,
        data: {
          ...body,
          uuid: product.uuid,
          header_photo: { uuid: product.header_photo.uuid },
          details_en: `<p>${details}</p>`,
        },
      });
      expect(updated.ok()).toBe(true);
      const renamed = await request.put('/api/category/update', {
        headers,
        data: { uuid: category.uuid, name: categoryName, name_en: `Concrete pumps ${suffix}` },
      });
      expect(renamed.ok()).toBe(true);

      await page.goto(`/en${productPath}`);
      const main = page.getByRole('main');
      await expect(main.getByText(details)).toBeVisible();
      await expect(main.getByText('Detalii românești de test')).toHaveCount(0);
      // Not translated yet: the offer stays Romanian, marked.
      await expect(
        main.locator('[lang="ro"]', { hasText: 'Ofertă românească de test' }),
      ).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        new RegExp(details),
      );
      const blocks = await jsonLd(page);
      expect(blocks.find((block) => block['@type'] === 'Product')).toMatchObject({
        category: `Concrete pumps ${suffix}`,
      });
      expect(blocks.find((block) => block['@type'] === 'WebPage')).toMatchObject({
        inLanguage: 'en',
      });

      await page.goto(productPath);
      await expect(page.getByRole('main').getByText('Detalii românești de test')).toBeVisible();
      await expect(page.getByRole('main').getByText(details)).toHaveCount(0);
      await expect(page.locator('main [lang="ro"]')).toHaveCount(0);

      await page.goto('/en/home');
      await expect(
        page.getByTestId('category-column').getByRole('link', { name: `Concrete pumps ${suffix}` }),
      ).toBeVisible();
      await page.goto(`/en/categorie/${category.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Concrete pumps ${suffix}`);
      await expect(page).toHaveTitle(new RegExp(`^Concrete pumps ${suffix} \\|`));
    } finally {
      await request.delete(`/api/product/${product.uuid}`, { headers });
      await request.delete(`/api/category/${category.uuid}`, { headers });
    }
  },
);

sharedAdminPageTest(
  'admin: the English fields, the untranslated marker and the leave warning',
  DESKTOP_ONLY,
  async ({ page, request }) => {
    // One run is enough: it writes to the catalogue.
    const headers = await adminApiHeaders(request);
    const [category] = await categories(request);
    if (!category) throw new Error('no seeded category');
    const picture = await sharp({
      create: { width: 320, height: 320, channels: 3, background: '#6a994e' },
    })
      .png()
      .toBuffer();
    const model = `Admin EN ${Date.now()}`;
    const created = await request.post('/api/product/create', {
      headers,
      data: {
        model,
        category_uuid: category.uuid,
        header_offer: '<p>Oferta</p>',
        details: '<p>Detalii</p>',
        technical_data: '<p>Date</p>',
        header_photo: { image: picture.toString('base64'), mime_type: 'image/png' },
        gallery: [],
      },
    });
    expect(created.status()).toBe(201);
    const product = (await created.json()) as { uuid: string };
    try {
      // The demo machines are translated; the new one is marked.
      await openAdmin(page, '/admin/main/products');
      await expect(page.getByRole('columnheader', { name: 'Model' })).toBeVisible();
      await page.getByPlaceholder('Cautare model').fill(model);
      const row = page.getByRole('row', { name: new RegExp(model) });
      await expect(row.getByTestId('untranslated')).toHaveText('fara traducere');
      // 'Doar fara traducere' keeps only such machines (the demo ones are all translated);
      // the address keeps the choice.
      await page.getByPlaceholder('Cautare model').fill('');
      await page.getByLabel('Doar fara traducere').check();
      await expect(page).toHaveURL(/[?&]untranslated=1(&|$)/);
      await expect(row).toBeVisible();
      // Every row shown carries the mark.
      await expect
        .poll(async () => {
          const rows = (await page.getByRole('row').count()) - 1;
          return rows > 0 && rows === (await page.getByTestId('untranslated').count());
        })
        .toBe(true);
      await page.getByLabel('Doar fara traducere').uncheck();
      await page.getByPlaceholder('Cautare model').fill(model);

      // English details typed in their own editor: leaving asks first, saving stores them.
      await expect(row.getByRole('link', { name: `Modificare ${model}` })).toBeVisible();
      await page.goto(`/admin/main/products/edit/${product.uuid}`);
      await expect(page.getByRole('heading', { name: 'Modificare utilaj' })).toBeVisible();
      await expect(page.getByRole('group', { name: 'Texte in engleza (optional)' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Detalii (engleza)', exact: true }).click();
      await page.keyboard.type('Details in English');
      await page.getByRole('button', { name: 'Anulare', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Sunteti sigur?' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Nu' }).click();
      await page.getByRole('button', { name: 'Salvare', exact: true }).click();
      await expect(page.getByText('Produsul a fost actualizat cu succes!')).toBeVisible();
      const [saved] = (await (await request.get(`/api/product/${product.uuid}`)).json()) as {
        details_en: string | null;
        header_offer_en: string | null;
      }[];
      expect(saved?.details_en).toContain('Details in English');
      expect(saved?.header_offer_en).toBeNull();

      // The category form shows the English name beside the Romanian one.
      await page.goto(`/admin/main/categories/edit/${category.uuid}`);
      await expect(page.getByLabel('Nume', { exact: true })).toHaveValue(category.name);
      await expect(page.getByLabel('Nume in engleza (optional)')).toHaveValue(
        category.name_en ?? '',
      );
    } finally {
      await request.delete(`/api/product/${product.uuid}`, { headers });
    }
  },
);
