import { beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '@/lib/seed';
import { listCategories } from '@/lib/categories/queries';
import { listProducts } from '@/lib/products/lists';
import { listShowcase } from '@/lib/products/showcase';
import { setupTestDatabase } from '../support/database';

const database = setupTestDatabase();
beforeAll(() => seedDatabase(database.handle().db, () => {}));

describe('the showcase of the home and contact pages', () => {
  it('is the first machine, by model, of each of the first categories that have one', async () => {
    const [categories, products] = await Promise.all([listCategories(), listProducts()]);
    const expected = categories
      .map((category) => products.find((product) => product.categoryUuid === category.uuid))
      .filter((product) => product !== undefined);
    expect(expected.length).toBeGreaterThan(3);
    expect(await listShowcase(3)).toEqual(expected.slice(0, 3));
    expect(await listShowcase(100)).toEqual(expected);
  });
});
