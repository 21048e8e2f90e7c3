import { getDatabaseHandle } from './client';
import { loadDatabaseIdentity } from './identity';
import { migrateDatabase } from './migrate';
import { seedDatabase } from './seed';

const globalForReady = globalThis as unknown as { __appDatabaseReady?: Promise<string> };

/**
 * Migrates and seeds once per process, before the server answers its first request.
 * Resolves to the database's identity.
 */
export function ensureDatabaseReady(): Promise<string> {
  globalForReady.__appDatabaseReady ??= (async () => {
    const handle = getDatabaseHandle();
    await migrateDatabase(handle);
    await seedDatabase(handle.db);
    return loadDatabaseIdentity(handle.db);
  })();
  return globalForReady.__appDatabaseReady;
}
