import { parse } from 'csv-parse/sync';
import { describe, expect, inject, it } from 'vitest';
import { getDb, setDatabaseHandle } from '@/db/client';
import { IMPORT_COLUMNS } from '@/lib/import/columns';
import { emptyDatabase } from '../backup/support';
import { setupTestDatabase } from '../support/database';
import { catalogue, exportFile, importFile, TYPES } from './support';

const database = setupTestDatabase({ seeded: true });

/** Runs `work` against a new empty database, then gives the file's database back. */
async function inEmptySite<T>(work: () => Promise<T>): Promise<T> {
  const { handle, drop } = await emptyDatabase(inject('databaseDriver'));
  setDatabaseHandle(handle);
  try {
    return await work();
  } finally {
    setDatabaseHandle(database.handle());
    await drop();
  }
}

describe('GET /api/export', () => {
  it('gives a zip that, imported into an empty site, gives the same catalogue', async () => {
    const demo = await catalogue(database.handle().db);
    expect(demo.length).toBeGreaterThanOrEqual(15);
    const zip = await exportFile('zip');
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toMatch(
      /attachment; filename="utilaje-\d{4}-\d\d-\d\d\.zip"/,
    );

    const copy = await inEmptySite(async () => {
      const answer = await importFile(zip.body, TYPES.zip);
      expect(answer.body.errors).toEqual([]);
      expect(answer.body.created).toBe(demo.length);
      return catalogue(getDb());
    });
    expect(copy).toEqual(demo);
  });

  it('imports back into the same site as all unchanged, zip or CSV alone', async () => {
    const demo = await catalogue(database.handle().db);
    const zip = await exportFile('zip');
    expect((await importFile(zip.body, TYPES.zip)).body).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: demo.length,
      errors: [],
    });
    const csv = await exportFile('csv');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const answer = await importFile(csv.body, TYPES.csv);
    expect(answer.body).toMatchObject({ created: 0, updated: 0, unchanged: demo.length });
    expect(answer.body.warnings.map((warning) => warning.code)).toEqual([
      'IMPORT_PICTURES_IGNORED',
    ]);
    expect(await catalogue(database.handle().db)).toEqual(demo);
  });

  it('writes the import columns, semicolon-separated with a BOM, one row per machine', async () => {
    const csv = await exportFile('csv');
    expect(csv.body.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows: string[][] = parse(csv.body, { bom: true, delimiter: ';' });
    expect(rows[0]).toEqual([...IMPORT_COLUMNS]);
    const demo = await catalogue(database.handle().db);
    expect(rows.length - 1).toBe(demo.length);
    const gallery = rows.slice(1).map((row) => row[IMPORT_COLUMNS.indexOf('gallery')]);
    expect(gallery.some((cell) => cell?.includes('|'))).toBe(true);
  });

  it('is for administrators only', async () => {
    const { GET } = await import('@/app/api/export/route');
    const { call } = await import('../support/api');
    expect((await call(GET, { path: '/api/export' })).status).toBe(401);
  });
});
