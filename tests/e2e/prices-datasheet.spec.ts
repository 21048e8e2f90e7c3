import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { formatPhone } from '../../lib/phone';
import { pdfText } from '../support/pdf-text';
import { resendBody, type StoredProduct } from '../support/resend-product';
import { adminApiHeaders } from './support/admin';
import {
  jsonLd,
  LOCALES,
  localePath,
  MESSAGES,
  productPath,
  products,
  siteConfig,
  type Product,
} from './support/seo';
import { DESKTOP_ONLY, expect, sharedPageTest } from './support/test';

interface PricedProduct extends Product {
  price_day: number | null;
  price_week: number | null;
}

type FullProduct = PricedProduct & StoredProduct;

/** Saves a machine again as it is, with other prices (through the API, as the admin does). */
async function savePrices(
  request: APIRequestContext,
  headers: Record<string, string>,
  product: FullProduct,
  prices: { price_day: number | null; price_week: number | null },
) {
  const response = await request.put('/api/product/update', {
    headers,
    data: resendBody(product, prices),
  });
  expect(response.ok()).toBe(true);
}

async function fullProduct(request: APIRequestContext, uuid: string): Promise<FullProduct> {
  const [product] = (await (await request.get(`/api/product/${uuid}`)).json()) as FullProduct[];
  if (!product) throw new Error(`no machine ${uuid}`);
  return product;
}

async function datasheetText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  return pdfText(await response.body());
}

sharedPageTest(
  'a day price saved through the API shows as 1.250 on the card, the page, the JSON-LD and the PDF',
  DESKTOP_ONLY,
  async ({ page, request }) => {
    const headers = await adminApiHeaders(request);
    const [first] = await products(request);
    if (!first) throw new Error('no seeded machine');
    const machine = await fullProduct(request, first.uuid);
    const path = productPath(machine);
    // Seen first, so the page and its PDF are in the cache before the change.
    await page.goto(path);
    await datasheetText(request, `${path}/fisa-tehnica.pdf`);

    await savePrices(request, headers, machine, { price_day: 1250, price_week: 5000 });
    try {
      await page.goto(path);
      const price = page.getByTestId('product-price');
      await expect(price).toContainText('de la 1.250 lei/zi + TVA');
      await expect(price).toContainText('5.000 lei/săptămână + TVA');
      const product = (await jsonLd(page)).find((block) => block['@type'] === 'Product');
      expect(product?.offers).toMatchObject({
        '@type': 'Offer',
        price: 1250,
        priceCurrency: 'RON',
        priceSpecification: [
          { '@type': 'UnitPriceSpecification', price: 1250, priceCurrency: 'RON', unitCode: 'DAY' },
          { '@type': 'UnitPriceSpecification', price: 5000, priceCurrency: 'RON', unitCode: 'WEE' },
        ],
      });
      const link = page.getByRole('link', { name: 'Descarcă fișa tehnică' });
      await expect(link).toHaveAttribute('href', `${path}/fisa-tehnica.pdf`);
      const text = await datasheetText(request, `${path}/fisa-tehnica.pdf`);
      expect(text).toContain(machine.model);
      expect(text).toContain('de la 1.250 lei/zi + TVA');

      await page.goto(`/categorie/${machine.category_slug}`);
      await expect(
        page.getByTestId('product-cards').getByRole('link', { name: machine.model }),
      ).toContainText('de la 1.250 lei/zi + TVA');

      await page.goto(localePath('en', path));
      await expect(page.getByTestId('product-price')).toContainText('from 1,250 lei/day + VAT');
      await expect(page.getByRole('link', { name: 'Download datasheet' })).toHaveAttribute(
        'href',
        `/en${path}/fisa-tehnica.pdf`,
      );
      expect(await datasheetText(request, `/en${path}/fisa-tehnica.pdf`)).toContain(
        'from 1,250 lei/day + VAT',
      );
    } finally {
      await savePrices(request, headers, machine, {
        price_day: machine.price_day,
        price_week: machine.price_week,
      });
    }
  },
);

sharedPageTest(
  'a machine without a price says "Preț la cerere" beside the offer button, and has no offer',
  async ({ page, request }) => {
    const all = (await products(request)) as PricedProduct[];
    const machine = all.find((item) => item.price_day === null && item.price_week === null);
    if (!machine) throw new Error('no seeded machine without a price');
    for (const locale of LOCALES) {
      const onRequest = MESSAGES[locale].Price.onRequest;
      await page.goto(localePath(locale, productPath(machine)));
      const actions = page.getByTestId('offer-button').locator('..');
      await expect(actions.getByTestId('product-price')).toHaveText(onRequest);
      const product = (await jsonLd(page)).find((block) => block['@type'] === 'Product');
      expect(product).toBeDefined();
      expect(product).not.toHaveProperty('offers');
      await page.goto(localePath(locale, `/categorie/${machine.category_slug}`));
      await expect(
        page.getByTestId('product-cards').getByRole('link', { name: machine.model }),
      ).toContainText(onRequest);
    }
  },
);

sharedPageTest(
  'every machine page links its PDF in both languages; the PDF has diacritics and the company phone',
  DESKTOP_ONLY,
  async ({ request }) => {
    // The same files on every screen: checked once. The PDF of every demo machine in both
    // languages is read by the integration suite (tests/integration/datasheet): here, every
    // page's link, and what the server sends for one machine in each language.
    const phone = formatPhone((await siteConfig(request)).contact_phone ?? '');
    expect(phone).not.toBe('');
    const machines = await products(request);
    for (const [index, machine] of machines.entries()) {
      for (const locale of LOCALES) {
        const page = localePath(locale, productPath(machine));
        const html = await (await request.get(page)).text();
        expect(html, page).toContain(`href="${page}/fisa-tehnica.pdf"`);
        if (index !== machines.length - 1) continue;
        const text = await datasheetText(request, `${page}/fisa-tehnica.pdf`);
        expect(text, page).toContain(machine.model);
        expect(text, page).toContain(phone);
        expect(text, page).toContain(MESSAGES[locale].Datasheet.title.toUpperCase());
        if (locale === 'ro') {
          expect(text, page).toContain('Caracteristică');
          expect(text, page).toMatch(/[ăâîșț]/);
        }
      }
    }
    // An unknown machine has no datasheet: the site's not-found page, in either language.
    for (const locale of LOCALES) {
      const missing = await request.get(
        localePath(locale, '/categorie/excavatoare/utilaj/nu-exista/fisa-tehnica.pdf'),
      );
      expect(missing.status()).toBe(404);
      expect(missing.headers()['content-type']).toContain('text/html');
    }
  },
);

sharedPageTest(
  'a model with Romanian letters has its PDF in both languages, and its ASCII spelling redirects there',
  DESKTOP_ONLY,
  async ({ request }) => {
    // Issue #41: the raw slug in Content-Disposition made every such PDF a 500.
    const headers = await adminApiHeaders(request);
    const [first] = await products(request);
    if (!first) throw new Error('no seeded machine');
    const { category_uuid: categoryUuid } = await fullProduct(request, first.uuid);
    const suffix = Date.now();
    const picture = await sharp({
      create: { width: 320, height: 320, channels: 3, background: '#7a4f97' },
    })
      .png()
      .toBuffer();
    const created = await request.post('/api/product/create', {
      headers,
      data: {
        model: `Platformă Țest ${suffix}`,
        category_uuid: categoryUuid,
        header_offer: '<p>Ofertă</p>',
        details: '<p>Detalii</p>',
        technical_data: '<p>Date tehnice</p>',
        header_photo: { image: picture.toString('base64'), mime_type: 'image/png' },
        gallery: [],
      },
    });
    expect(created.status()).toBe(201);
    const machine = (await created.json()) as { uuid: string; slug: string };
    expect(machine.slug).toBe(`platformă-țest-${suffix}`);
    try {
      const path = `/categorie/${first.category_slug}/utilaj/${machine.slug}`;
      const ascii = `/categorie/${first.category_slug}/utilaj/platforma-test-${suffix}`;
      for (const locale of LOCALES) {
        const pdf = await request.get(encodeURI(localePath(locale, `${path}/fisa-tehnica.pdf`)));
        expect(pdf.status(), locale).toBe(200);
        const name = locale === 'ro' ? 'fisa-tehnica' : 'datasheet';
        expect(pdf.headers()['content-disposition']).toBe(
          `attachment; filename="${name}-platforma-test-${suffix}.pdf"; ` +
            `filename*=UTF-8''${name}-${encodeURIComponent(machine.slug)}.pdf`,
        );
        expect(await pdfText(await pdf.body())).toContain(`Platformă Țest ${suffix}`);
        for (const [typed, canonical] of [
          [ascii, path],
          [`${ascii}/fisa-tehnica.pdf`, `${path}/fisa-tehnica.pdf`],
        ]) {
          const moved = await request.get(localePath(locale, typed!), { maxRedirects: 0 });
          expect(moved.status(), typed).toBe(308);
          expect(decodeURI(new URL(moved.headers()['location']!, 'http://x').pathname)).toBe(
            localePath(locale, canonical!),
          );
        }
      }
    } finally {
      await request.delete(`/api/product/${machine.uuid}`, { headers });
    }
  },
);
