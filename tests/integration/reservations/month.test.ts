import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as monthRoute } from '@/app/api/reservation/month/route';
import { categories, products, reservations } from '@/db/schema';
import { addDays, todayInRomania } from '@/lib/reservations/days';
import { monthOf, parseMonth, shiftMonth } from '@/lib/reservations/month';
import type { CalendarWire } from '@/lib/reservations/wire';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';

const database = setupTestDatabase({ seeded: true });
const db = () => database.handle().db;

let categoryId = '';
let machines: { id: string; model: string }[] = [];

const month = (query: string) =>
  call<CalendarWire>(monthRoute, { path: `/api/reservation/month?${query}`, as: 'bearer' });

function reservation(
  productId: string,
  startDay: string,
  endDay: string,
  customerName: string,
  status: 'tentative' | 'confirmed' | 'out' | 'returned' | 'cancelled' = 'confirmed',
) {
  return { productId, startDay, endDay, customerName, status };
}

beforeAll(async () => {
  await db().delete(reservations);
  // The seeded category with the most machines, so that one has none booked.
  const rows = await db()
    .select({ id: products.id, model: products.model, categoryId: products.categoryId })
    .from(products);
  const counts = new Map<string, number>();
  for (const row of rows)
    if (row.categoryId) counts.set(row.categoryId, (counts.get(row.categoryId) ?? 0) + 1);
  categoryId = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  machines = rows.filter((row) => row.categoryId === categoryId);
  expect(machines.length).toBeGreaterThan(1);
  const [first] = machines;
  await db()
    .insert(reservations)
    .values([
      // Crosses into March from February: shown in both months.
      reservation(first!.id, '2030-02-26', '2030-03-03', 'Constructii Ionescu SRL'),
      reservation(first!.id, '2030-03-10', '2030-03-12', 'Ana Pop', 'tentative'),
      reservation(first!.id, '2030-03-14', '2030-03-15', 'Anulat SRL', 'cancelled'),
      reservation(first!.id, '2030-04-01', '2030-04-02', 'Aprilie SRL'),
    ]);
});

describe('GET /api/reservation/month', () => {
  it('lists every machine of the category with its reservations touching the month', async () => {
    const res = await month(`category=${categoryId}&month=2030-03`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({ month: '2030-03', first: '2030-03-01', last: '2030-03-31' });
    expect(res.body.category.uuid).toBe(categoryId);
    expect(res.body.machines.map((machine) => machine.uuid).sort()).toEqual(
      machines.map((machine) => machine.id).sort(),
    );
    const booked = res.body.machines.find((machine) => machine.uuid === machines[0]!.id)!;
    // Not cancelled, not April's; the customer's name, never more of the customer.
    expect(booked.reservations).toEqual([
      {
        uuid: expect.any(String),
        units: 1,
        start: '2030-02-26',
        end: '2030-03-03',
        status: 'confirmed',
        customer_name: 'Constructii Ionescu SRL',
      },
      expect.objectContaining({
        start: '2030-03-10',
        status: 'tentative',
        customer_name: 'Ana Pop',
      }),
    ]);
    const others = res.body.machines.filter((machine) => machine.uuid !== machines[0]!.id);
    expect(others.every((machine) => machine.reservations.length === 0)).toBe(true);
  });

  it('knows February of a leap year and the end of the year', async () => {
    expect(parseMonth('2028-02')).toEqual({
      month: '2028-02',
      first: '2028-02-01',
      last: '2028-02-29',
    });
    expect(parseMonth('2030-12')?.last).toBe('2030-12-31');
    expect(shiftMonth('2030-12', 1)).toBe('2031-01');
    expect(shiftMonth('2030-01', -1)).toBe('2029-12');
    const february = await month(`category=${categoryId}&month=2030-02`);
    const booked = february.body.machines.find((machine) => machine.uuid === machines[0]!.id)!;
    expect(booked.reservations.map((entry) => entry.customer_name)).toEqual([
      'Constructii Ionescu SRL',
    ]);
  });

  it('defaults to this month in Romania', async () => {
    const res = await month(`category=${categoryId}`);
    expect(res.status).toBe(200);
    expect(res.body.month).toBe(monthOf(todayInRomania()));
    expect(res.body.first <= todayInRomania() && todayInRomania() <= res.body.last).toBe(true);
    expect(res.body.last).toBe(addDays(`${shiftMonth(res.body.month, 1)}-01`, -1));
  });

  it('leaves out machines in the trash', async () => {
    const trashed = machines[1]!;
    await db().update(products).set({ deletedAt: new Date() }).where(eq(products.id, trashed.id));
    try {
      const res = await month(`category=${categoryId}&month=2030-03`);
      expect(res.body.machines.map((machine) => machine.uuid)).not.toContain(trashed.id);
    } finally {
      await db().update(products).set({ deletedAt: null }).where(eq(products.id, trashed.id));
    }
  });

  it.each(['2030-13', '2030-00', '2030-3', '2030-03-01', 'martie', '1999-12'])(
    'refuses the month %s: 400 INVALID_MONTH',
    async (value) => {
      const res = await month(`category=${categoryId}&month=${encodeURIComponent(value)}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ errors: [{ msg: 'INVALID_MONTH', param: 'month' }] });
    },
  );

  it('answers 404 ERROR_GET_CATEGORY for an unknown, malformed, missing or trashed category', async () => {
    const [other] = await db()
      .insert(categories)
      .values({ name: 'Categorie stearsa', slug: 'categorie-stearsa', deletedAt: new Date() })
      .returning({ id: categories.id });
    for (const query of [
      'category=00000000-0000-4000-8000-000000000000&month=2030-03',
      'category=nu-e-uuid&month=2030-03',
      'month=2030-03',
      `category=${other!.id}&month=2030-03`,
    ]) {
      const res = await month(query);
      expect(res.status, query).toBe(404);
      expect(res.body).toEqual({ errors: [{ msg: 'ERROR_GET_CATEGORY', param: 'category' }] });
    }
  });

  it('is for the admin only', async () => {
    const res = await call(monthRoute, {
      path: `/api/reservation/month?category=${categoryId}&month=2030-03`,
    });
    expect(res.status).toBe(401);
  });
});
