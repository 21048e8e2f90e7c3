import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, products } from '@/db/schema';
import { categoryNamesWithMachines } from '@/lib/products/lists';
import { setupTestDatabase } from '../support/database';

const database = setupTestDatabase({ seeded: true });
const db = () => database.handle().db;

describe("the admin's category filter (spec §2, #34 audit)", () => {
  it('offers only the categories that have machines, then Necunoscut when a machine has none', async () => {
    const demo = await categoryNamesWithMachines();
    expect(demo).toEqual([
      'Buldoexcavatoare',
      'Compactoare',
      'Excavatoare',
      'Manipulatoare telescopice',
      'Miniexcavatoare',
    ]);
    await db().insert(categories).values({ name: 'Goala', slug: 'goala' });
    expect(await categoryNamesWithMachines()).toEqual(demo);
    const [machine] = await db().select().from(products).limit(1);
    await db()
      .update(products)
      .set({ categoryId: null })
      .where(eq(products.id, machine?.id ?? ''));
    expect((await categoryNamesWithMachines()).at(-1)).toBe('Necunoscut');
  });
});
