import { getDatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import { seedDatabase } from './seed';

const globalForReady = globalThis as unknown as { __appDatabaseReady?: Promise<void> };

/** Migrates and seeds once per process, before the server answers its first request. */
export function ensureDatabaseReady(): Promise<void> {
  globalForReady.__appDatabaseReady ??= (async () => {
    const handle = getDatabaseHandle();
    await handle.exclusively(async () => {
      await migrateDatabase(handle);
      await seedDatabase(handle.db);
    });
  })();
  return globalForReady.__appDatabaseReady;
}
