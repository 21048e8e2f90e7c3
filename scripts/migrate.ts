import { getDatabaseHandle } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { logError } from '@/lib/log';

/**
 * `npm run db:migrate`: applies drizzle/'s migrations to DATABASE_URL's PostgreSQL or the
 * PGlite folder (the server also does it when it starts).
 */
async function main(): Promise<void> {
  const handle = getDatabaseHandle();
  await migrateDatabase(handle);
  console.log(`Migrations applied (${handle.driver}).`);
  await handle.close();
}

main().catch((error: unknown) => {
  logError('The migration failed', error);
  process.exit(1);
});
