import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * The rows of a raw SQL query on either driver: node-postgres answers `{ rows }`, PGlite's
 * drizzle driver an array or `{ rows }` depending on the call.
 */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];
}
