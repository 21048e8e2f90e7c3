import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { searchProducts, SEARCH_TIMEOUT_MS } from '@/lib/search/queries';
import { setupTestDatabase } from '../support/database';

const database = setupTestDatabase({ seeded: true });

// PostgreSQL only (vitest.config.mts): PGlite has one connection, so nothing can hold the
// table while a search waits, and it does not enforce statement_timeout.
describe('a search that takes too long', () => {
  it('is cut off after its timeout and finds nothing, instead of holding a connection', async () => {
    expect((await searchProducts(['excavator'], 10)).total).toBeGreaterThan(0);
    const started = performance.now();
    const result = await database.handle().db.transaction(async (tx) => {
      // Another connection holds the table: the search waits on it, as on a slow plan.
      await tx.execute(sql`lock table products in access exclusive mode`);
      return searchProducts(['excavator'], 10);
    });
    const waited = performance.now() - started;
    expect(result).toEqual({ items: [], total: 0 });
    expect(waited).toBeGreaterThanOrEqual(SEARCH_TIMEOUT_MS - 100);
    expect(waited).toBeLessThan(SEARCH_TIMEOUT_MS * 5);
  });
});
