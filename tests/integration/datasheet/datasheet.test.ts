import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { GET as datasheetRoute } from '@/app/[locale]/(site)/categorie/[slug]/utilaj/[model]/fisa-tehnica.pdf/route';
import { GET as listRoute } from '@/app/api/product/route';
import { GET as bySlugsRoute } from '@/app/api/product/[key]/[model]/route';
import { getDb } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { seedConfiguration } from '@/db/demo/data';
import { RATE_LIMITS } from '@/lib/rate-limit';
import { formatPhone } from '@/lib/phone';
import type { ProductListItemWire } from '@/lib/products/wire';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';
import { clearRateLimits } from '../support/rate-limits';
import { updateProduct, type ProductWire } from '../support/products';
import { pdfPages, pdfText } from '../../support/pdf-text';
import { resendBody } from '../../support/resend-product';

setupTestDatabase({ seeded: true });
beforeEach(() => clearRateLimits());

/** The datasheet's heading, in capitals as printed. */
const TITLES = { ro: 'Fișă tehnică'.toUpperCase(), en: 'DATASHEET' };

const PHONE = formatPhone(seedConfiguration.find((entry) => entry.key === 'contact_phone')!.value);

async function datasheet(locale: string, slug: string, model: string) {
  const response = await datasheetRoute(new Request('http://localhost:3000/'), {
    params: Promise.resolve({ locale, slug, model }),
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function machine(category: string, model: string): Promise<ProductWire> {
  const res = await call<ProductWire>(bySlugsRoute, {
    path: `/api/product/${category}/${model}`,
    params: { key: category, model },
  });
  expect(res.status).toBe(200);
  return res.body;
}

describe('PDF datasheet', () => {
  it('is an A4 PDF with the model, the technical data, the phone and a price saved through the API', async () => {
    const cat = await machine('excavatoare', 'cat-320');
    const saved = await updateProduct(resendBody(cat, { price_day: 1250, price_week: 5000 }));
    expect(saved.status).toBe(200);

    const { response, bytes } = await datasheet('ro', 'excavatoare', 'cat-320');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="fisa-tehnica-cat-320.pdf"',
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPages(bytes)).toBeLessThanOrEqual(2);
    const text = pdfText(bytes);
    expect(text).toContain('CAT 320');
    expect(text).toContain('Fișă tehnică'.toUpperCase());
    expect(text).toContain('Caracteristică');
    expect(text).toContain('Greutate operațională');
    expect(text).toContain('săpături pentru fundații');
    expect(text).toContain('de la 1.250 lei/zi + TVA');
    expect(text).toContain('5.000 lei/săptămână + TVA');
    expect(text).toContain(PHONE);
    expect(text).toContain('contact@inchirieri-utilaje.ro');
    expect(text).toContain('SC Inchirieri Utilaje SRL');
    // The address may wrap in its column.
    expect(text.replace(/\s+/g, '')).toContain(
      'http://localhost:3000/categorie/excavatoare/utilaj/cat-320',
    );
  });

  it('speaks English under /en, with the English texts and number format', async () => {
    const { response, bytes } = await datasheet('en', 'excavatoare', 'cat-320');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="datasheet-cat-320.pdf"',
    );
    const text = pdfText(bytes);
    expect(text).toContain('DATASHEET');
    expect(text).toContain('Specification');
    expect(text).toContain('from 1,250 lei/day + VAT');
    expect(text).toContain(PHONE);
    expect(text.replace(/\s+/g, '')).toContain(
      'http://localhost:3000/en/categorie/excavatoare/utilaj/cat-320',
    );
  });

  it('says "Preț la cerere" for a machine without a price', async () => {
    const { bytes } = await datasheet('ro', 'miniexcavatoare', 'takeuchi-tb260');
    const text = pdfText(bytes);
    expect(text).toContain('Preț la cerere');
    expect(text).not.toContain('lei/zi');
    expect(pdfText((await datasheet('en', 'miniexcavatoare', 'takeuchi-tb260')).bytes)).toContain(
      'Price on request',
    );
  });

  // The datasheet of every demo machine. What a PDF holds does not depend on the database
  // driver: in Romanian on each, in English too on PGlite, which every machine runs.
  const locales =
    inject('databaseDriver') === 'pglite' ? (['ro', 'en'] as const) : (['ro'] as const);
  it(
    `fits every demo machine on one or two pages (${locales.join(', ')}), with its model and the phone`,
    {
      timeout: 120_000,
    },
    async () => {
      const list = await call<ProductListItemWire[]>(listRoute, { path: '/api/product' });
      expect(list.body.length).toBeGreaterThan(10);
      for (const item of list.body) {
        for (const locale of locales) {
          const { response, bytes } = await datasheet(locale, item.category_slug ?? '', item.slug);
          const label = `${locale} ${item.model}`;
          expect(response.status, label).toBe(200);
          expect(pdfPages(bytes), label).toBeLessThanOrEqual(2);
          const text = pdfText(bytes);
          expect(text, label).toContain(item.model);
          expect(text, label).toContain(TITLES[locale]);
          expect(text, label).toContain(PHONE);
        }
      }
    },
  );

  it('is refused with 429 and Retry-After, in the page language, past a client budget of builds', async () => {
    // Integration calls come from an unknown client: its budget is spent but for one build.
    await getDb()
      .insert(rateLimits)
      .values({
        key: 'datasheet:ip:unknown',
        count: RATE_LIMITS.datasheetBuildsPerIp.limit - 1,
        windowEndsAt: sql`now() + interval '30 seconds'`,
      });
    expect((await datasheet('ro', 'excavatoare', 'cat-320')).response.status).toBe(200);
    for (const [locale, text] of [
      ['ro', 'Prea multe incercari'],
      ['en', 'Too many attempts'],
    ] as const) {
      const { response, bytes } = await datasheet(locale, 'excavatoare', 'cat-320');
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(bytes.toString()).toContain(text);
    }
  });

  it('answers 404 for an unknown machine, a machine of another category or language', async () => {
    for (const [locale, slug, model] of [
      ['ro', 'excavatoare', 'nu-exista'],
      ['ro', 'miniexcavatoare', 'cat-320'],
      ['de', 'excavatoare', 'cat-320'],
    ] as const) {
      const { response } = await datasheet(locale, slug, model);
      expect(response.status, `${locale} ${slug} ${model}`).toBe(404);
      expect(response.headers.get('content-type')).not.toContain('pdf');
    }
  });
});
