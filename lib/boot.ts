import { getDatabaseHandle } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { startNightlyBackups } from '@/lib/backup/nightly';
import { enableDataCache } from '@/lib/cache';
import { env } from '@/lib/env';
import { clearImportSpool } from '@/lib/import/spool-dir';
import { logError } from '@/lib/log';
import { startMailWorker } from '@/lib/mail/worker';
import { seedDatabase } from '@/lib/seed';
import { startTrashPurger } from '@/lib/trash/purger';

/**
 * The server's start-up, in one place: called once by instrumentation.ts in the Node.js
 * runtime of a starting Next server, before it answers any request.
 */
export async function prepareServer(): Promise<void> {
  if (env().isBuildPhase) return;
  try {
    await ensureDatabaseReady();
    // What imports of a killed server left on disk (up to 1 GB each) goes (issue #41).
    await clearImportSpool();
    enableDataCache();
    // The outbox is sent from here on; mails written while the server was down go first.
    startMailWorker();
    // What has been in the trash for 30 days goes for good, hourly, whatever the traffic.
    startTrashPurger();
    // With BACKUP_DIR set: one backup a night, and soon after start if a night was missed.
    startNightlyBackups();
  } catch (error) {
    // A server without its database would only answer errors: stop and say why.
    logError('The database could not be prepared', error);
    process.exit(1);
  }
}

const globalForReady = globalThis as unknown as { __appDatabaseReady?: Promise<void> };

/** Migrates and seeds once per process, before the server answers its first request. */
function ensureDatabaseReady(): Promise<void> {
  globalForReady.__appDatabaseReady ??= (async () => {
    const handle = getDatabaseHandle();
    await handle.exclusively(async () => {
      await migrateDatabase(handle);
      await seedDatabase(handle.db);
    });
  })();
  return globalForReady.__appDatabaseReady;
}
