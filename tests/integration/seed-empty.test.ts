import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, categories, configurationEntries, products, users } from '@/db/schema';
import { seedDatabase } from '@/lib/seed';
import { resetEnvForTests } from '@/lib/env';
import { setupTestDatabase } from './support/database';

const database = setupTestDatabase();

async function countRows(table: PgTable): Promise<number> {
  const [row] = await database.handle().db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('an empty start (DEMO_DATA=0)', () => {
  beforeAll(() => {
    process.env.DEMO_DATA = '0';
    resetEnvForTests();
  });
  afterAll(() => {
    delete process.env.DEMO_DATA;
    resetEnvForTests();
  });

  it('gives a new database the admin and the contact settings, and no demo catalogue', async () => {
    const lines: string[] = [];
    const report = await seedDatabase(database.handle().db, (line) => lines.push(line));
    expect(report).toMatchObject({ catalogueSeeded: false, adminCreated: true });
    expect(await countRows(users)).toBe(1);
    expect(await countRows(configurationEntries)).toBeGreaterThan(0);
    for (const table of [categories, products, banners]) expect(await countRows(table)).toBe(0);
    expect(lines.join('\n')).not.toContain('Demo catalogue');
  });
});
