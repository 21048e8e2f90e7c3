import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '@/db/schema';
import { getCategoryListing } from '@/lib/products/category-page';
import { CATEGORY_PAGE_SIZE, DEFAULT_CATEGORY_VIEW } from '@/lib/products/category-view';
import { setupTestDatabase } from '../support/database';

const database = setupTestDatabase({ seeded: true });
const db = () => database.handle().db;
const MACHINES = 50;

/** 50 machines in a category of their own: every third without a price per day. */
beforeAll(async () => {
  const [template] = await db().select().from(products).limit(1);
  if (!template) throw new Error('The demo has machines');
  const [category] = await db()
    .insert(categories)
    .values({ name: 'Paginare', slug: 'paginare' })
    .returning({ id: categories.id });
  await db()
    .insert(products)
    .values(
      Array.from({ length: MACHINES }, (_, index) => {
        const n = index + 1;
        return {
          ...template,
          id: undefined,
          createdAt: undefined,
          updatedAt: undefined,
          model: `Pag ${String(n).padStart(2, '0')}`,
          slug: `pag-${String(n).padStart(2, '0')}`,
          categoryId: category?.id ?? null,
          priceDay: n % 3 === 0 ? null : 1000 - n * 10,
          priceWeek: n === 3 ? 5000 : null,
        };
      }),
    );
});

describe('a category of many machines, page by page (issue #34)', () => {
  it('lists 24 cards a page, by model, and says how many pages there are', async () => {
    const first = await getCategoryListing('paginare', DEFAULT_CATEGORY_VIEW);
    expect(first).toMatchObject({ total: MACHINES, pages: 3 });
    expect(first?.items).toHaveLength(CATEGORY_PAGE_SIZE);
    expect(first?.items[0]?.model).toBe('Pag 01');
    const last = await getCategoryListing('paginare', { ...DEFAULT_CATEGORY_VIEW, page: 3 });
    expect(last?.items.map((item) => item.model)).toEqual(['Pag 49', 'Pag 50']);
    expect(await getCategoryListing('paginare', { ...DEFAULT_CATEGORY_VIEW, page: 4 })).toBeNull();
  });

  it('orders by price per day, both ways, machines without one last', async () => {
    const cheapest = await getCategoryListing('paginare', {
      ...DEFAULT_CATEGORY_VIEW,
      order: 'pret',
    });
    expect(cheapest?.items.slice(0, 2).map((item) => item.priceDay)).toEqual([500, 510]);
    const dearest = await getCategoryListing('paginare', {
      ...DEFAULT_CATEGORY_VIEW,
      order: 'pret-desc',
    });
    expect(dearest?.items[0]?.priceDay).toBe(990);
    const tail = await getCategoryListing('paginare', {
      ...DEFAULT_CATEGORY_VIEW,
      order: 'pret-desc',
      page: 3,
    });
    expect(tail?.items.every((item) => item.priceDay === null)).toBe(true);
  });

  it("keeps only machines with a price shown for 'Doar cu pret afisat'", async () => {
    const priced = await getCategoryListing('paginare', {
      ...DEFAULT_CATEGORY_VIEW,
      pricedOnly: true,
    });
    // 34 with a price per day, and Pag 03 with only a price per week.
    expect(priced?.total).toBe(35);
    expect(priced?.items.some((item) => item.model === 'Pag 03')).toBe(true);
  });

  it('leaves out machines in the trash, and knows no category that does not exist', async () => {
    await db().update(products).set({ deletedAt: new Date() }).where(eq(products.slug, 'pag-01'));
    const first = await getCategoryListing('paginare', DEFAULT_CATEGORY_VIEW);
    expect(first?.total).toBe(MACHINES - 1);
    expect(first?.items[0]?.model).toBe('Pag 02');
    expect(await getCategoryListing('nu-exista', DEFAULT_CATEGORY_VIEW)).toBeNull();
  });
});
