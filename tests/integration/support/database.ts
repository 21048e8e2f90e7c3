import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, setDatabaseHandle, type DatabaseHandle } from '@/db/client';
import { adminQuery, databaseUrl, type TemplateKind } from './template-database';

/**
 * Gives the test file a migrated database of its own (with the demo seed when `seeded`),
 * copied from the run's template (template-database.ts): an in-memory PGlite started from
 * the template's dump, or a throw-away PostgreSQL database created from the template and
 * dropped after the file. The app's lib/ code uses it.
 */
export function setupTestDatabase({ seeded = false } = {}): { handle: () => DatabaseHandle } {
  const kind: TemplateKind = seeded ? 'seeded' : 'migrated';
  let handle: DatabaseHandle | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const template = inject('databaseTemplates')[kind];
    if (inject('databaseDriver') === 'postgres') {
      const serverUrl = inject('postgresUrl');
      const name = `app_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
      await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
      dropDatabase = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      handle = openDatabase({ databaseUrl: databaseUrl(serverUrl, name), pgliteDir: '' });
    } else {
      const snapshot = new Blob([fs.readFileSync(template)]);
      handle = openDatabase({ pgliteDir: 'memory://', pgliteSnapshot: snapshot });
    }
    setDatabaseHandle(handle);
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
