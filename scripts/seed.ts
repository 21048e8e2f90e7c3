import { getDatabaseHandle } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { logError } from '@/lib/log';
import { seedDatabase } from '@/lib/seed';

/**
 * `npm run db:seed`: migrates, then fills an empty database (configuration keys, the first
 * admin and, unless DEMO_DATA=0, the demo catalogue of db/demo/). Running it again changes nothing.
 */
async function main(): Promise<void> {
  const handle = getDatabaseHandle();
  await migrateDatabase(handle);
  const report = await seedDatabase(handle.db);
  if (!report.catalogueSeeded && !report.adminCreated)
    console.log('Nothing to seed: the database already has its data.');
  await handle.close();
}

main().catch((error: unknown) => {
  logError('The seed failed', error);
  process.exit(1);
});
