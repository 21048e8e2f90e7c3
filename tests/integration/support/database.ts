import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, setDatabaseHandle, type DatabaseHandle } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseDriver: 'pglite' | 'postgres';
    postgresUrl: string;
  }
}

/**
 * Gives the test file a migrated database of its own: an in-memory PGlite, or a throw-away
 * PostgreSQL database created for this file and dropped after it. The app's lib/ code uses it.
 */
export function setupTestDatabase(): { handle: () => DatabaseHandle } {
  let handle: DatabaseHandle | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (inject('databaseDriver') === 'postgres') {
      const created = await createThrowAwayDatabase(inject('postgresUrl'));
      dropDatabase = created.drop;
      handle = openDatabase({ databaseUrl: created.url, pgliteDir: '' });
    } else {
      handle = openDatabase({ pgliteDir: 'memory://' });
    }
    setDatabaseHandle(handle);
    await migrateDatabase(handle);
  });

  afterAll(async () => {
    setDatabaseHandle(undefined);
    await handle?.close();
    await dropDatabase?.();
  });

  return {
    handle: () => {
      if (!handle) throw new Error('The test database is opened in beforeAll');
      return handle;
    },
  };
}

async function createThrowAwayDatabase(adminUrl: string) {
  const name = `app_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
