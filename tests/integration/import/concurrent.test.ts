import { parse } from 'csv-parse/sync';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import type { Database } from '@/db/client';
import { categories, productImages, products } from '@/db/schema';
import { IMPORT_COLUMNS } from '@/lib/import/columns';
import { setupTestDatabase } from '../support/database';
import { jpegPicture } from '../support/pictures';
import { csvOf, exportFile, importFile, TYPES, zipOf } from './support';

const database = setupTestDatabase({ seeded: true });
const db = () => database.handle().db;

/**
 * A transaction of another admin, held open between `begin` and `commit` while the request
 * under test runs: the request meets it as it would on a busy site, at a moment the test
 * chooses (the request waits for a lock the transaction holds), not at a moment of luck.
 */
function otherTransaction(database: Database, begin: (tx: Database) => Promise<void>) {
  let commit!: (changes: (tx: Database) => Promise<void>) => void;
  const changes = new Promise<(tx: Database) => Promise<void>>((resolve) => (commit = resolve));
  let begun!: () => void;
  const started = new Promise<void>((resolve) => (begun = resolve));
  const done = database.transaction(async (tx) => {
    await begin(tx as unknown as Database);
    begun();
    await (
      await changes
    )(tx as unknown as Database);
  });
  return {
    started,
    /** Makes `then` in the transaction and commits it; resolves once committed. */
    commit: async (then: (tx: Database) => Promise<void> = async () => {}) => {
      commit(then);
      await done;
    },
  };
}

/** Resolves once a statement of this database waits for a lock (the request reached it). */
async function someoneWaitsForALock(database: Database): Promise<void> {
  for (let tries = 0; tries < 2000; tries++) {
    const { rows } = (await database.execute(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { n: number }[] };
    if ((rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('Nothing ever waited for the lock');
}

// PGlite has one connection: no other transaction can run beside a request there, and one
// transaction already is its snapshot.
describe.runIf(inject('databaseDriver') === 'postgres')('beside another admin’s writes', () => {
  it('exports one moment of the catalogue, even when a change lands halfway', async () => {
    const [machine] = await db()
      .select({ id: products.id, model: products.model, priceDay: products.priceDay })
      .from(products)
      .innerJoin(productImages, eq(productImages.productId, products.id))
      .orderBy(asc(products.slug))
      .limit(1);
    if (!machine) throw new Error('The demo has machines with galleries');
    // The export reads the machines, then their galleries: the other admin holds the
    // galleries until its change of both is committed.
    const other = otherTransaction(db(), async (tx) => {
      await tx.execute(sql`lock table product_images in access exclusive mode`);
    });
    await other.started;
    const exporting = exportFile('csv');
    await someoneWaitsForALock(db());
    await other.commit(async (tx) => {
      await tx.update(products).set({ priceDay: 999_999 }).where(eq(products.id, machine.id));
      await tx.delete(productImages).where(eq(productImages.productId, machine.id));
    });
    const rows: string[][] = parse((await exporting).body, { bom: true, delimiter: ';' });
    const row = rows.find((cells) => cells[IMPORT_COLUMNS.indexOf('model')] === machine.model);
    // Before the change, both: not the old price with the new (empty) gallery.
    expect(row?.[IMPORT_COLUMNS.indexOf('price_day')]).toBe(String(machine.priceDay ?? ''));
    expect(row?.[IMPORT_COLUMNS.indexOf('gallery')]).not.toBe('');
  });

  it('updates a machine another admin created while the file was checked, not a 500', async () => {
    const [category] = await db().select().from(categories).limit(1);
    const [header] = await db().select({ id: products.headerImageId }).from(products).limit(1);
    if (!category || !header) throw new Error('The demo has categories and machines');
    const zip = await zipOf({
      'utilaje.csv': csvOf([
        ['model', 'categorie', 'header_offer', 'details', 'technical_data', 'header_photo'],
        ['Concurent 1', category.name, 'Oferta', 'Detalii', 'Date', 'poza.jpg'],
      ]),
      'poza.jpg': await jpegPicture(40, 30, '#123456'),
    });
    const other = otherTransaction(db(), async (tx) => {
      await tx.insert(products).values({
        model: 'Concurent 1',
        slug: 'concurent-1',
        categoryId: category.id,
        headerOffer: '<p>Altul</p>',
        details: '<p>Altul</p>',
        technicalData: '<p>Altul</p>',
        headerImageId: header.id,
      });
    });
    await other.started;
    const importing = importFile(zip, TYPES.zip);
    await someoneWaitsForALock(db());
    await other.commit();
    const answer = await importing;
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ errors: [], created: 0, updated: 1 });
    const [stored] = await db()
      .select({ details: products.details })
      .from(products)
      .where(eq(products.model, 'Concurent 1'));
    expect(stored?.details).toBe('<p>Detalii</p>');
  });
});
