import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from './client';

/**
 * Runs `read` on one consistent picture of the database, whatever other requests write
 * meanwhile: on PostgreSQL a repeatable-read, read-only transaction (every statement sees the
 * data as of the first one); on PGlite a transaction on its one connection, which no other
 * statement enters until it ends. The backup and the catalogue export read through it.
 */
export function inSnapshot<T>(
  handle: Pick<DatabaseHandle, 'db' | 'driver'>,
  read: (tx: Executor) => Promise<T>,
): Promise<T> {
  return handle.db.transaction(async (tx) => {
    if (handle.driver === 'postgres') {
      await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    }
    return read(tx);
  });
}
