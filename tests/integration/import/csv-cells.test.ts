import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { GET as auditExportRoute } from '@/app/api/audit/export/route';
import { GET as inboxExportRoute } from '@/app/api/contact/requests/export/route';
import { getDb, setDatabaseHandle, type Executor } from '@/db/client';
import { auditLog, categories, contactRequests, products } from '@/db/schema';
import { EXPORT_TABLE_NAME } from '@/lib/export/catalogue';
import { IMPORT_COLUMNS } from '@/lib/import/columns';
import { emptyDatabase } from '../backup/support';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';
import { createProduct, productBody } from '../support/products';
import { exportFile, importFile, TYPES, zipEntry } from './support';

const database = setupTestDatabase({ seeded: true });
const db = () => database.handle().db;

/** What a spreadsheet runs as a formula (OWASP): a cell must never start with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The payloads (#41), one per field an admin (or an invited one) can fill. */
const HOSTILE = {
  model: '-2-3 formula',
  category: '-Categorie rea',
  categoryEn: '-Bad category',
  headerOffer: "+cmd|' /C calc'!A0<br>",
  details: '=1+2 <strong>tare</strong>',
  technicalData: '@SUM(1+1)*cmd <em>x</em>',
  headerOfferEn: '=HYPERLINK("http://x")<br>',
};

beforeAll(async () => {
  await db()
    .insert(categories)
    .values({ name: HOSTILE.category, nameEn: HOSTILE.categoryEn, slug: 'categorie-rea' });
  const created = await createProduct(
    await productBody({
      model: HOSTILE.model,
      category: HOSTILE.category,
      header_offer: HOSTILE.headerOffer,
      details: HOSTILE.details,
      technical_data: HOSTILE.technicalData,
      header_offer_en: HOSTILE.headerOfferEn,
      price_day: 0,
    }),
  );
  expect(created.status).toBe(201);
  await db().insert(contactRequests).values({
    lastName: '=HYPERLINK("http://x")',
    firstName: '+cmd',
    email: '@SUM(1+1)',
    phone: '+40 721 000 000',
    city: '\t=1+2',
    company: '\r=1+2',
    message: '-2-3 formula',
    categories: '=1+2',
    consent: true,
    productId: created.body.uuid,
  });
  await db()
    .insert(auditLog)
    .values({ action: 'update', objectType: 'product', label: '=1+2', address: '@x' });
});

/** Every cell of a CSV file as a spreadsheet reads it. */
function cells(csv: Buffer | string, delimiter: ',' | ';'): string[][] {
  return parse(csv, { bom: true, delimiter, relax_column_count: true });
}

function formulaCells(rows: string[][]): string[] {
  return rows.flat().filter((cell) => FORMULA_START.test(cell));
}

describe('every CSV the site writes (#41, #43)', () => {
  it('has no cell a spreadsheet would run: catalogue, its zip, inbox and audit log', async () => {
    const csv = await exportFile('csv');
    const zip = await exportFile('zip');
    const inbox = await call<string>(inboxExportRoute, {
      path: '/api/contact/requests/export',
      as: 'bearer',
    });
    const audit = await call<Buffer>(auditExportRoute, {
      path: '/api/audit/export',
      as: 'cookie',
      binary: true,
    });
    const files = {
      catalogue: cells(csv.body, ';'),
      zip: cells(await zipEntry(zip.body, EXPORT_TABLE_NAME), ';'),
      inbox: cells(inbox.body, ','),
      audit: cells(audit.body, ','),
    };
    for (const [name, rows] of Object.entries(files)) {
      expect(formulaCells(rows), name).toEqual([]);
      // The hostile values are there, defused: a quote, then the text as it was.
      expect(rows.flat().filter((cell) => cell.startsWith("'")).length, name).toBeGreaterThan(0);
    }
    const machine = files.catalogue.find((row) => row.includes(`'${HOSTILE.model}`));
    expect(machine).toBeDefined();
    const cell = (column: (typeof IMPORT_COLUMNS)[number]) =>
      machine?.[IMPORT_COLUMNS.indexOf(column)];
    expect(cell('categorie')).toBe(`'${HOSTILE.category}`);
    expect(cell('details')).toBe(`'${HOSTILE.details}`);
    expect(cell('price_day')).toBe('0');
    expect(files.inbox.flat()).toContain("'+40 721 000 000");
    expect(files.inbox.flat()).toContain(`'${HOSTILE.model}`);
  });

  it('imports back as the text it was: the hostile machine, field by field, in an empty site', async () => {
    const hostile = (executor: Executor) =>
      executor
        .select({
          model: products.model,
          category: categories.name,
          categoryEn: categories.nameEn,
          headerOffer: products.headerOffer,
          details: products.details,
          technicalData: products.technicalData,
          headerOfferEn: products.headerOfferEn,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(products.model, HOSTILE.model));
    const [stored] = await hostile(db());
    // What the API stored: the payloads, sanitised like the editor's (<br> as <br />).
    expect(stored).toMatchObject({ model: HOSTILE.model, details: HOSTILE.details });
    expect(stored?.headerOffer).toMatch(/^\+cmd/);
    const zip = await exportFile('zip');
    const { handle, drop } = await emptyDatabase(inject('databaseDriver'));
    setDatabaseHandle(handle);
    try {
      const answer = await importFile(zip.body, TYPES.zip);
      expect(answer.body.errors).toEqual([]);
      expect(await hostile(getDb())).toEqual([stored]);
    } finally {
      setDatabaseHandle(database.handle());
      await drop();
    }
  });
});
