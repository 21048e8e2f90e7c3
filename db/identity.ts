import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { appMeta } from './schema';

/**
 * A random identity given to a database when it is first prepared. The page cache keys its
 * entries with it, so a server pointed at another (or a recreated) database never serves
 * what it cached for the old one.
 */
export async function loadDatabaseIdentity(db: Database): Promise<string> {
  await db.insert(appMeta).values({ key: 'identity', value: randomUUID() }).onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, 'identity'));
  if (!row) throw new Error('The database identity could not be stored');
  return row.value;
}
