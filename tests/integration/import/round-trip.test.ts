import { asc, eq, getTableColumns, inArray, type Table } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getDb, setDatabaseHandle, type Executor } from '@/db/client';
import { categories, images, productImages, products, reservations } from '@/db/schema';
import { emptyDatabase } from '../backup/support';
import { setupTestDatabase } from '../support/database';
import { exportFile, importFile, TYPES } from './support';

const database = setupTestDatabase({ seeded: true });

/**
 * Every column of the tables a machine is made of, and how the round trip carries it: the
 * same value, the same row of another table (compared field by field in its turn), or not at
 * all, with the reason. A column added to the schema and missing here fails the type check
 * and the first test, until the export carries it or this says why it need not.
 */
type Ledger<T extends Table> = Record<
  keyof T['$inferSelect'],
  'same' | 'category' | 'picture' | 'machine' | { notExported: string }
>;

const NEW_IDS = { notExported: 'the new site gives its own ids; rows are matched by content' };
const WHEN = { notExported: 'when the row was written: the import is a new write' };

const PRODUCT_FIELDS = {
  id: NEW_IDS,
  model: 'same',
  slug: 'same',
  categoryId: 'category',
  headerOffer: 'same',
  details: 'same',
  technicalData: 'same',
  headerOfferEn: 'same',
  detailsEn: 'same',
  technicalDataEn: 'same',
  priceDay: 'same',
  priceWeek: 'same',
  units: 'same',
  headerImageId: 'picture',
  createdAt: WHEN,
  updatedAt: WHEN,
  // Only machines outside the trash are exported: null on both sides.
  deletedAt: 'same',
} satisfies Ledger<typeof products>;

const CATEGORY_FIELDS = {
  id: NEW_IDS,
  name: 'same',
  nameEn: 'same',
  slug: 'same',
  createdAt: WHEN,
  updatedAt: WHEN,
  deletedAt: 'same',
} satisfies Ledger<typeof categories>;

const PICTURE_FIELDS = {
  id: NEW_IDS,
  sha256: 'same',
  mimeType: 'same',
  bytes: 'same',
  byteSize: 'same',
  width: 'same',
  height: 'same',
  createdAt: WHEN,
} satisfies Ledger<typeof images>;

const GALLERY_FIELDS = {
  id: NEW_IDS,
  productId: 'machine',
  imageId: 'picture',
  // Compared as the gallery's order.
  position: 'same',
  createdAt: WHEN,
} satisfies Ledger<typeof productImages>;

const LEDGERS = [
  [products, PRODUCT_FIELDS],
  [categories, CATEGORY_FIELDS],
  [images, PICTURE_FIELDS],
  [productImages, GALLERY_FIELDS],
] as const;

/** Each machine with every field the ledgers compare, its category and pictures resolved. */
async function everyField(db: Executor) {
  const compared = <T extends Record<string, unknown>>(row: T, ledger: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(row).filter(([field]) => ledger[field] === 'same'));
  const picture = async (id: string) => {
    const [row] = await db.select().from(images).where(eq(images.id, id));
    return row && compared(row, PICTURE_FIELDS);
  };
  const machines = await db.select().from(products).orderBy(asc(products.model));
  const result = [];
  for (const machine of machines) {
    const [category] = machine.categoryId
      ? await db.select().from(categories).where(eq(categories.id, machine.categoryId))
      : [];
    const gallery = await db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, machine.id))
      .orderBy(asc(productImages.position));
    result.push({
      ...compared(machine, PRODUCT_FIELDS),
      category: category ? compared(category, CATEGORY_FIELDS) : null,
      header: await picture(machine.headerImageId),
      gallery: await Promise.all(
        gallery.map(async (entry) => ({
          ...compared(entry, GALLERY_FIELDS),
          picture: await picture(entry.imageId),
        })),
      ),
    });
  }
  return result;
}

beforeAll(async () => {
  // Fleet counts other than the default 1, and a machine with none to rent now.
  const demo = await database.handle().db.select({ id: products.id }).from(products).limit(3);
  for (const [index, { id }] of demo.entries()) {
    await database
      .handle()
      .db.update(products)
      .set({ units: [3, 0, 12][index] })
      .where(eq(products.id, id));
  }
});

describe('export → import into an empty site', () => {
  it('knows every column of a machine’s tables', () => {
    for (const [table, ledger] of LEDGERS) {
      const unknown = Object.keys(getTableColumns(table)).filter((column) => !(column in ledger));
      expect(unknown, 'columns neither compared nor said not to be exported').toEqual([]);
    }
  });

  it('gives back every field of every machine, fleet counts included', async () => {
    const before = await everyField(database.handle().db);
    const fleet = await database.handle().db.select({ units: products.units }).from(products);
    expect(fleet.map((machine) => machine.units)).toEqual(expect.arrayContaining([0, 3, 12]));
    const zip = await exportFile('zip');
    const { handle, drop } = await emptyDatabase(inject('databaseDriver'));
    setDatabaseHandle(handle);
    try {
      const answer = await importFile(zip.body, TYPES.zip);
      expect(answer.body.errors).toEqual([]);
      expect(answer.body.created).toBe(before.length);
      expect(await everyField(getDb())).toEqual(before);
    } finally {
      setDatabaseHandle(database.handle());
      await drop();
    }
  });

  it('sets and keeps fleet counts in a file of models and units', async () => {
    const db = database.handle().db;
    const [first, second] = await db
      .select({ model: products.model, units: products.units })
      .from(products)
      .where(inArray(products.units, [3, 0]))
      .orderBy(asc(products.units));
    if (!first || !second) throw new Error('The machines set up above');
    const csv = Buffer.from(`model;units\r\n${first.model};5\r\n${second.model};\r\n`);
    const answer = await importFile(csv, TYPES.csv);
    expect(answer.body).toMatchObject({ errors: [], updated: 1 });
    const units = async (model: string) =>
      (
        await db.select({ units: products.units }).from(products).where(eq(products.model, model))
      )[0]?.units;
    expect(await units(first.model)).toBe(5);
    // An empty cell keeps what is stored.
    expect(await units(second.model)).toBe(3);
  });

  it('refuses a fleet count below what reservations hold, naming the row', async () => {
    const db = database.handle().db;
    const [machine] = await db
      .select({ id: products.id, model: products.model })
      .from(products)
      .where(eq(products.units, 12));
    if (!machine) throw new Error('The machine set up above');
    await db.insert(reservations).values({
      productId: machine.id,
      units: 4,
      startDay: '2099-01-10',
      endDay: '2099-01-12',
      status: 'confirmed',
      customerName: 'Client',
    });
    const file = (units: number) => Buffer.from(`model;units\r\n${machine.model};${units}\r\n`);
    for (const dryRun of [true, false]) {
      const refused = await importFile(file(3), TYPES.csv, { dryRun });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([
        expect.objectContaining({
          row: 2,
          column: 'units',
          code: 'ERROR_NOT_AVAILABLE',
          message:
            'Rezervarile confirmate tin 4 unitati ale acestui utilaj: numarul de unitati nu poate fi mai mic.',
        }),
      ]);
    }
    expect((await importFile(file(4), TYPES.csv)).body).toMatchObject({ errors: [], updated: 1 });
    const [after] = await db
      .select({ units: products.units })
      .from(products)
      .where(eq(products.id, machine.id));
    expect(after?.units).toBe(4);
  });
});
