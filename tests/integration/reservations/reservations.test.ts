import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as availabilityRoute } from '@/app/api/availability/[uuid]/route';
import { DELETE as deleteRoute, PUT as updateRoute } from '@/app/api/reservation/[uuid]/route';
import { GET as listRoute, POST as createRoute } from '@/app/api/reservation/route';
import { products, reservations } from '@/db/schema';
import { addDays, todayInRomania } from '@/lib/reservations/days';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';
import { clearRateLimits } from '../support/rate-limits';

const database = setupTestDatabase({ seeded: true });
const db = () => database.handle().db;
const today = todayInRomania();
const day = (offset: number) => addDays(today, offset);

let machine: { id: string; model: string };

beforeEach(async () => {
  await db().delete(reservations);
  const [first] = await db()
    .select({ id: products.id, model: products.model })
    .from(products)
    .limit(1);
  if (!first) throw new Error('The demo has machines');
  machine = first;
  await setUnits(1);
  await clearRateLimits(db());
});

async function setUnits(units: number) {
  await db().update(products).set({ units }).where(eq(products.id, machine.id));
}

function body(overrides: Record<string, unknown> = {}) {
  return {
    product_uuid: machine.id,
    start: day(0),
    end: day(3),
    status: 'confirmed',
    customer: { name: 'Constructii Ionescu SRL', phone: '0722 123 456', email: 'ion@firma.ro' },
    ...overrides,
  };
}

const create = (overrides: Record<string, unknown> = {}) =>
  call(createRoute, {
    method: 'POST',
    path: '/api/reservation',
    body: body(overrides),
    as: 'bearer',
  });
const update = (uuid: string, overrides: Record<string, unknown> = {}) =>
  call(updateRoute, {
    method: 'PUT',
    path: `/api/reservation/${uuid}`,
    params: { uuid },
    body: body(overrides),
    as: 'bearer',
  });
const availability = (query = '') =>
  call<{ date: string; free: number }[]>(availabilityRoute, {
    path: `/api/availability/${machine.id}${query}`,
    params: { uuid: machine.id },
  });

describe('reservations hold units', () => {
  it('refuses a second confirmed reservation on booked days: 409 ERROR_NOT_AVAILABLE', async () => {
    const first = await create();
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'confirmed', start: day(0), end: day(3), units: 1 });
    const overlapping = await create({ start: day(3), end: day(6) });
    expect(overlapping.status).toBe(409);
    expect(overlapping.body).toEqual({ errors: [{ msg: 'ERROR_NOT_AVAILABLE', param: 'start' }] });
    // The day after is free; a tentative one holds nothing and is always taken.
    expect((await create({ start: day(4), end: day(6) })).status).toBe(201);
    expect((await create({ status: 'tentative' })).status).toBe(201);
  });

  it('counts units per day: two units take two overlapping reservations, not three', async () => {
    await setUnits(2);
    expect((await create({ start: day(0), end: day(5) })).status).toBe(201);
    expect((await create({ start: day(5), end: day(9) })).status).toBe(201);
    expect((await create({ start: day(5), end: day(5) })).status).toBe(409);
    expect((await create({ start: day(6), end: day(6), units: 1 })).status).toBe(201);
    expect((await create({ start: day(10), end: day(11), units: 3 })).status).toBe(409);
    expect((await create({ start: day(10), end: day(11), units: 2 })).status).toBe(201);
  });

  it('gives 20 concurrent requests for the last free unit one 201 and nineteen 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => create({ start: day(1), end: day(2) })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const answer of answers.filter((item) => item.status === 409)) {
      expect(answer.body.errors[0].msg).toBe('ERROR_NOT_AVAILABLE');
    }
    expect(await db().select().from(reservations)).toHaveLength(1);
  });

  it('moves through its states only forward; cancelling frees the days', async () => {
    const tentative = await create({ status: 'tentative' });
    const uuid = tentative.body.uuid as string;
    expect((await update(uuid, { status: 'out' })).status).toBe(409);
    expect((await update(uuid, { status: 'confirmed' })).status).toBe(200);
    expect((await create({ start: day(2), end: day(2) })).status).toBe(409);
    expect((await update(uuid, { status: 'out' })).status).toBe(200);
    const back = await update(uuid, { status: 'tentative' });
    expect(back.status).toBe(409);
    expect(back.body.errors[0]).toEqual({ msg: 'INVALID_STATUS_CHANGE', param: 'status' });
    expect((await update(uuid, { status: 'returned' })).status).toBe(200);
    expect((await update(uuid, { status: 'cancelled' })).status).toBe(409);
    expect((await create({ start: day(2), end: day(2) })).status).toBe(201);

    const other = await create({ start: day(20), end: day(21) });
    expect(
      (await update(other.body.uuid, { status: 'cancelled', start: day(20), end: day(21) })).status,
    ).toBe(200);
    expect((await create({ start: day(20), end: day(21) })).status).toBe(201);
  });

  it('checks an edit of dates against the others, not against itself', async () => {
    const mine = await create({ start: day(0), end: day(3) });
    await create({ start: day(10), end: day(12) });
    expect((await update(mine.body.uuid, { start: day(1), end: day(5) })).status).toBe(200);
    expect((await update(mine.body.uuid, { start: day(1), end: day(10) })).status).toBe(409);
  });

  it('refuses bad dates and fields with their codes', async () => {
    const cases: [Record<string, unknown>, { msg: string; param: string }][] = [
      [
        { start: day(3), end: day(1) },
        { msg: 'RESERVATION_END_BEFORE_START', param: 'end' },
      ],
      [{ end: day(365) }, { msg: 'RESERVATION_TOO_LONG', param: 'end' }],
      [{ start: '2026-02-30' }, { msg: 'INVALID_RESERVATION_DATE', param: 'start' }],
      [{ end: '28.11.2026' }, { msg: 'INVALID_RESERVATION_DATE', param: 'end' }],
      [{ start: undefined }, { msg: 'REQUIRED_RESERVATION_DATE', param: 'start' }],
      [{ units: 0 }, { msg: 'INVALID_UNITS', param: 'units' }],
      [{ status: 'lost' }, { msg: 'INVALID_RESERVATION_STATUS', param: 'status' }],
      [{ customer: { name: ' ' } }, { msg: 'REQUIRED_CUSTOMER_NAME', param: 'customer.name' }],
      [
        { customer: { name: 'A', email: 'nu-e-mail' } },
        { msg: 'INVALID_CONTACT_EMAIL', param: 'customer.email' },
      ],
    ];
    for (const [overrides, error] of cases) {
      const answer = await create(overrides);
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(answer.body.errors).toContainEqual(error);
    }
    expect((await create({ end: day(364) })).status).toBe(201);
    expect((await create({ status: 'returned' })).status).toBe(409);
    expect((await create({ product_uuid: '00000000-0000-4000-8000-000000000000' })).status).toBe(
      404,
    );
  });

  it('lists with filters and pages, and deletes', async () => {
    const a = await create({ start: day(0), end: day(1) });
    await create({ start: day(30), end: day(31), status: 'tentative' });
    const all = await call(listRoute, { path: '/api/reservation', as: 'bearer' });
    expect(all.body).toMatchObject({ total: 2, page: 1, limit: 50 });
    const soon = await call(listRoute, {
      path: `/api/reservation?from=${day(0)}&to=${day(5)}`,
      as: 'bearer',
    });
    expect(soon.body.items.map((item: { uuid: string }) => item.uuid)).toEqual([a.body.uuid]);
    const tentative = await call(listRoute, {
      path: '/api/reservation?status=tentative&limit=1',
      as: 'bearer',
    });
    expect(tentative.body).toMatchObject({ total: 1, limit: 1 });
    expect(tentative.body.items[0].customer.name).toBe('Constructii Ionescu SRL');
    expect(
      (await call(listRoute, { path: '/api/reservation?status=x', as: 'bearer' })).status,
    ).toBe(400);
    const removed = await call(deleteRoute, {
      method: 'DELETE',
      path: `/api/reservation/${a.body.uuid}`,
      params: { uuid: a.body.uuid },
      as: 'bearer',
    });
    expect(removed.status).toBe(200);
    expect((await call(listRoute, { path: '/api/reservation', as: 'bearer' })).body.total).toBe(1);
  });
});

describe('GET /api/availability/{uuid}', () => {
  it('shows 0 free on booked days and nothing about the customer', async () => {
    await create({ start: day(2), end: day(4) });
    await create({ start: day(6), end: day(6), status: 'tentative' });
    const answer = await availability(`?from=${day(0)}&to=${day(7)}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { date: day(0), free: 1 },
      { date: day(1), free: 1 },
      { date: day(2), free: 0 },
      { date: day(3), free: 0 },
      { date: day(4), free: 0 },
      { date: day(5), free: 1 },
      { date: day(6), free: 1 },
      { date: day(7), free: 1 },
    ]);
    expect(JSON.stringify(answer.body)).not.toMatch(/Ionescu|0722|firma/);
    const defaults = await availability();
    expect(defaults.body).toHaveLength(60);
    expect(defaults.body[0]?.date).toBe(today);
  });

  it('answers at most 92 days, and 404 for a machine that does not exist', async () => {
    expect((await availability(`?from=${day(0)}&to=${day(91)}`)).body).toHaveLength(92);
    const long = await availability(`?from=${day(0)}&to=${day(92)}`);
    expect(long.status).toBe(400);
    expect((long.body as unknown as { errors: unknown[] }).errors[0]).toEqual({
      msg: 'AVAILABILITY_RANGE_TOO_LONG',
      param: 'to',
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await call(availabilityRoute, {
      path: `/api/availability/${unknown}`,
      params: { uuid: unknown },
    });
    expect(missing.status).toBe(404);
  });
});
