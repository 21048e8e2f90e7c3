import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { getDatabaseHandle, type DatabaseHandle } from './client';
import { logError } from '@/lib/log';

const migrationsFolder = path.join(process.cwd(), 'drizzle');

/** Applies the committed migrations in drizzle/; already applied ones are skipped. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}

async function main(): Promise<void> {
  const handle = getDatabaseHandle();
  await migrateDatabase(handle);
  console.log(`Migrations applied (${handle.driver}).`);
  await handle.close();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    logError('The migration failed', error);
    process.exit(1);
  });
}
