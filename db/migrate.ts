import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client';

const migrationsFolder = path.join(process.cwd(), 'drizzle');

/** Applies the committed migrations in drizzle/; already applied ones are skipped. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}
