import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET as healthRoute } from '@/app/api/health/route';
import { openDatabase, setDatabaseHandle } from '@/db/client';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';

const database = setupTestDatabase();
// The file's database starts with its first query (PGlite loads its copy then): the probe,
// which gives up after 1 s, measures one that is running, as a started server's is.
beforeAll(() => database.handle().db.execute(sql`select 1`));
afterEach(() => setDatabaseHandle(database.handle()));

describe('GET /api/health', () => {
  it('answers 200 with the state of the database, never cached and with no cookie', async () => {
    const res = await call(healthRoute, { path: '/api/health' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: { ok: true } });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('answers 503 when the database does not answer', async () => {
    // A PostgreSQL address where nothing listens.
    const gone = openDatabase({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      pgliteDir: '',
    });
    setDatabaseHandle(gone);
    const res = await call(healthRoute, { path: '/api/health' });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'down', database: { ok: false } });
    await gone.close();
  });
});
