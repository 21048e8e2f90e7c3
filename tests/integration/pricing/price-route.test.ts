import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as priceRoute } from '@/app/api/price/route';
import { products } from '@/db/schema';
import { rentalPrice } from '@/lib/pricing/rental-price';
import { addDays } from '@/lib/reservations/days';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';

/** GET /api/price: the offer form's estimate, by the offers' own rule (issue #44). */
const database = setupTestDatabase({ seeded: true });
const db = () => database.handle().db;

const START = '2026-12-01';
let machine: string;

beforeEach(async () => {
  const [first] = await db().select({ id: products.id }).from(products).limit(1);
  if (!first) throw new Error('The demo has machines');
  machine = first.id;
  await setMachine({ priceDay: 1200, priceWeek: 7200, units: 2, deletedAt: null });
});

async function setMachine(values: Partial<typeof products.$inferInsert>) {
  await db().update(products).set(values).where(eq(products.id, machine));
}

const price = (query: Record<string, string>) =>
  call<{ days: number; amount: number | null; rule: string | null }>(priceRoute, {
    path: `/api/price?${new URLSearchParams(query)}`,
  });
const days = (count: number, extra: Record<string, string> = {}) =>
  price({ product: machine, start: START, end: addDays(START, count - 1), ...extra });

describe('GET /api/price', () => {
  it('prices 10 days by the week rule when it is cheaper, in bani without VAT, not cached', async () => {
    const res = await days(10);
    expect(res.status).toBe(200);
    // 1 week (7.200) + 3 days × 1.200 = 10.800 lei, against 12.000 lei by the day.
    expect(res.body).toEqual({ days: 10, amount: 1_080_000, rule: 'week' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await days(10, { units: '2' })).body).toEqual({
      days: 10,
      amount: 2_160_000,
      rule: 'week',
    });
  });

  it('answers what rentalPrice answers, for short and long rentals alike', async () => {
    await setMachine({ priceDay: 1000, priceWeek: 7500 });
    for (const count of [1, 6, 7, 8, 13, 14, 30, 365]) {
      const res = await days(count);
      expect(res.body, `${count} days`).toEqual(
        rentalPrice({ priceDay: 1000, priceWeek: 7500 }, count, 1),
      );
    }
    // A week dearer than seven days: every day at the day price.
    expect((await days(7)).body).toEqual({ days: 7, amount: 700_000, rule: 'day' });
  });

  it('says when the machine has no public price: amount and rule null', async () => {
    await setMachine({ priceDay: null, priceWeek: null });
    expect((await days(5)).body).toEqual({ days: 5, amount: null, rule: null });
  });

  it('refuses a missing or unknown machine, and one in the trash', async () => {
    expect((await price({ start: START, end: START })).body).toEqual({
      errors: [{ msg: 'INVALID_UUID', param: 'product' }],
    });
    expect((await price({ product: 'utilaj', start: START, end: START })).status).toBe(400);
    const unknown = await price({
      product: '00000000-0000-4000-8000-000000000000',
      start: START,
      end: START,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ errors: [{ msg: 'ERROR_GET_PRODUCT', param: 'product' }] });
    await setMachine({ deletedAt: new Date() });
    expect((await days(3)).status).toBe(404);
  });

  it('checks the days as reservations do: real dates, the end not before the start, 365 at most', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ start: '' }, 'REQUIRED_RESERVATION_DATE', 'start'],
      [{ end: '' }, 'REQUIRED_RESERVATION_DATE', 'end'],
      [{ start: '2026-02-30' }, 'INVALID_RESERVATION_DATE', 'start'],
      [{ end: '01.12.2026' }, 'INVALID_RESERVATION_DATE', 'end'],
      [{ end: '2026-11-30' }, 'RESERVATION_END_BEFORE_START', 'end'],
      [{ end: addDays(START, 365) }, 'RESERVATION_TOO_LONG', 'end'],
    ];
    for (const [query, code, param] of cases) {
      const res = await price({ product: machine, start: START, end: addDays(START, 2), ...query });
      expect(res.status, code).toBe(400);
      expect(res.body, code).toEqual({ errors: [{ msg: code, param }] });
    }
  });

  it("takes 1 to the machine's units (1 by default), a machine of none priced for one", async () => {
    for (const units of ['0', '-1', '1.5', 'doi', '1000', '3']) {
      expect((await days(2, { units })).body, units).toEqual({
        errors: [{ msg: 'INVALID_UNITS', param: 'units' }],
      });
    }
    expect((await days(2, { units: '2' })).status).toBe(200);
    await setMachine({ units: 0 });
    expect((await days(2)).body).toEqual({ days: 2, amount: 240_000, rule: 'day' });
    expect((await days(2, { units: '2' })).status).toBe(400);
  });
});
