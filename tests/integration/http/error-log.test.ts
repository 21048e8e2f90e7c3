import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { contactRequests } from '@/db/schema';
import { describeError } from '@/lib/log';
import { setupTestDatabase } from '../support/database';

setupTestDatabase();

const PERSONAL = 'ion.popescu@firma.ro';

async function failedQuery(): Promise<unknown> {
  try {
    // A uuid column compared with an e-mail address: the database refuses the value.
    await getDb().select().from(contactRequests).where(eq(contactRequests.id, PERSONAL));
  } catch (error) {
    return error;
  }
  throw new Error('the query was expected to fail');
}

describe('the error log', () => {
  it("names a database error by class and SQLSTATE, never by the query's values", async () => {
    const error = await failedQuery();
    // What the log used to print: the driver's message carries the value.
    expect(String((error as Error).message) + String((error as Error).cause)).toContain(PERSONAL);
    const line = describeError('Unexpected error in an API route', error, {
      route: 'GET /api/contact/requests/x',
    });
    expect(line).not.toContain(PERSONAL);
    expect(line).not.toMatch(/select|params/i);
    expect(line).toMatch(
      /^Unexpected error in an API route \(route=GET \/api\/contact\/requests\/x\): \w+ \[.*22P02/,
    );
  });
});
