import { getDb, type Database } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { forgetBlockedKeys } from '@/lib/rate-limit';

/**
 * No rate-limit counts: none in the database, and none this process remembers as over its
 * limit (lib/rate-limit.ts keeps those in memory once the database has said so). Takes the
 * test database's handle where the process's is another; anything else (a hook's context,
 * when passed straight to beforeEach) means the process's.
 */
export async function clearRateLimits(db?: Database | object): Promise<void> {
  forgetBlockedKeys();
  const target = db && 'delete' in db ? (db as Database) : getDb();
  await target.delete(rateLimits);
}
