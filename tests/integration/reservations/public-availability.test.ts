import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as createRoute } from '@/app/api/reservation/route';
import { products, reservations } from '@/db/schema';
import { addDays, todayInRomania } from '@/lib/reservations/days';
import { productAvailability, readProductAvailability } from '@/lib/reservations/public';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';

const database = setupTestDatabase({ seeded: true });
const db = () => database.handle().db;
const today = todayInRomania();
const day = (offset: number) => addDays(today, offset);

let machine: string;

beforeEach(async () => {
  await db().delete(reservations);
  const [first] = await db().select({ id: products.id }).from(products).limit(1);
  if (!first) throw new Error('The demo has machines');
  machine = first.id;
  await setUnits(1);
});

async function setUnits(units: number) {
  await db().update(products).set({ units }).where(eq(products.id, machine));
}

async function reserve(first: number, last: number, status = 'confirmed', units = 1) {
  const answer = await call(createRoute, {
    method: 'POST',
    path: '/api/reservation',
    body: {
      product_uuid: machine,
      units,
      start: day(first),
      end: day(last),
      status,
      customer: { name: 'Popescu Secret', company: 'Firma Ascunsa SRL', phone: '0722 999 888' },
      notes: 'nota interna',
    },
    as: 'bearer',
  });
  expect(answer.status).toBe(201);
}

describe("the product page's availability", () => {
  it('says available now, with no booked days, for a machine nothing holds', async () => {
    expect(await readProductAvailability(machine, today)).toEqual({
      units: 1,
      availableFrom: today,
      booked: [],
      partly: [],
      first: today,
      last: day(59),
    });
  });

  it('names the first free day after a reservation from today, and lists the booked stretch', async () => {
    // The "Done when": 1 unit, confirmed from today for 4 days → free the fifth day.
    await reserve(0, 3);
    const summary = await readProductAvailability(machine, today);
    expect(summary?.availableFrom).toBe(day(4));
    expect(summary?.booked).toEqual([{ first: today, last: day(3) }]);
  });

  it('counts confirmed and out only, and a day only when every unit is held', async () => {
    await setUnits(2);
    await reserve(5, 8);
    await reserve(7, 10, 'out');
    await reserve(1, 20, 'tentative');
    const summary = await readProductAvailability(machine, today);
    expect(summary?.availableFrom).toBe(today);
    expect(summary?.booked).toEqual([{ first: day(7), last: day(8) }]);
    // The days one of the two units is held: partly booked, one of two free (issue #41).
    expect(summary?.partly).toEqual([
      { first: day(5), last: day(6), free: 1 },
      { first: day(9), last: day(10), free: 1 },
    ]);
    await reserve(9, 9, 'confirmed');
    expect((await readProductAvailability(machine, today))?.booked).toEqual([
      { first: day(7), last: day(9) },
    ]);
  });

  it('keeps to the 60 days shown, and looks further for the first free day', async () => {
    await reserve(-3, 70);
    await reserve(72, 75);
    const summary = await readProductAvailability(machine, today);
    expect(summary?.availableFrom).toBe(day(71));
    expect(summary?.booked).toEqual([{ first: today, last: day(59) }]);
  });

  it('says nothing for a machine of 0 units, and null for one in the trash or unknown', async () => {
    await reserve(0, 2);
    await setUnits(0);
    expect(await readProductAvailability(machine, today)).toMatchObject({
      units: 0,
      availableFrom: null,
      booked: [],
    });
    await db().update(products).set({ deletedAt: new Date() }).where(eq(products.id, machine));
    try {
      expect(await readProductAvailability(machine, today)).toBeNull();
    } finally {
      await db().update(products).set({ deletedAt: null }).where(eq(products.id, machine));
    }
    expect(await readProductAvailability('00000000-0000-4000-8000-000000000000', today)).toBeNull();
    expect(await readProductAvailability('not-a-uuid', today)).toBeNull();
  });

  it('rolls with the day it is asked for', async () => {
    await reserve(0, 0);
    expect((await productAvailability(machine, today))?.availableFrom).toBe(day(1));
    expect((await productAvailability(machine, day(1)))?.availableFrom).toBe(day(1));
    expect((await productAvailability(machine, day(1)))?.booked).toEqual([]);
  });

  it('carries no customer data', async () => {
    await reserve(0, 3);
    const text = JSON.stringify(await productAvailability(machine, today));
    expect(text).not.toMatch(/Popescu|Firma|0722|nota/);
    expect(Object.keys((await productAvailability(machine, today))!).sort()).toEqual([
      'availableFrom',
      'booked',
      'first',
      'last',
      'partly',
      'units',
    ]);
  });
});
