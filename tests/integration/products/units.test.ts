import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as getRoute } from '@/app/api/product/[key]/route';
import { products, reservations } from '@/db/schema';
import { addDays, todayInRomania } from '@/lib/reservations/days';
import { resendBody } from '../../support/resend-product';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';
import {
  createProduct,
  ensureCategory,
  productBody,
  updateProduct,
  type ProductWire,
} from '../support/products';

const database = setupTestDatabase();
const db = () => database.handle().db;
const day = (offset: number) => addDays(todayInRomania(), offset);
let fleet: ProductWire;

async function readUnits(uuid: string): Promise<number> {
  const res = await call<ProductWire[]>(getRoute, {
    path: `/api/product/${uuid}`,
    params: { key: uuid },
  });
  return res.body[0]!.units;
}

function booking(startOffset: number, endOffset: number, status = 'confirmed' as const) {
  return {
    productId: fleet.uuid,
    startDay: day(startOffset),
    endDay: day(endOffset),
    status,
    customerName: 'Client test',
  };
}

beforeAll(async () => {
  await ensureCategory(db(), 'Categorie test', 'categorie-test');
  const created = await createProduct(await productBody({ model: 'Flota Trei', units: 3 }));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  fleet = created.body;
});

beforeEach(async () => {
  await db().delete(reservations);
  await db().update(products).set({ units: 3 }).where(eq(products.id, fleet.uuid));
});

describe('units: the fleet count of a machine', () => {
  it('is 1 for a machine created without it, and what was sent otherwise', async () => {
    const plain = await createProduct(await productBody({ model: 'Flota Implicita' }));
    expect(plain.status).toBe(201);
    expect(plain.body.units).toBe(1);
    expect(fleet.units).toBe(3);
    expect(await readUnits(fleet.uuid)).toBe(3);
    const none = await createProduct(await productBody({ model: 'Flota Zero', units: 0 }));
    expect(none.body.units).toBe(0);
  });

  it('keeps the stored count when an update does not send it, and changes it when sent', async () => {
    const kept = await updateProduct(resendBody(fleet, { details: '<p>Alte detalii</p>' }));
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.units).toBe(3);
    const changed = await updateProduct(resendBody(fleet, { units: 5 }));
    expect(changed.body.units).toBe(5);
    expect(await readUnits(fleet.uuid)).toBe(5);
  });

  it.each([-1, 1000, 1.5, '2', null, true])('refuses %j: 400 INVALID_UNITS', async (units) => {
    const res = await updateProduct(resendBody(fleet, { units }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [{ msg: 'INVALID_UNITS', param: 'units' }] });
    const created = await createProduct(await productBody({ model: 'Flota Gresita', units }));
    expect(created.status).toBe(400);
  });
});

describe('units: lowering below what is booked', () => {
  it('refuses fewer units than confirmed and out reservations hold on a day from today on', async () => {
    // Tomorrow two units are held (one confirmed, one out); in 10 days one.
    await db()
      .insert(reservations)
      .values([booking(0, 2), { ...booking(1, 1), status: 'out' }, booking(10, 12)]);
    const refused = await updateProduct(resendBody(fleet, { units: 1 }));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ errors: [{ msg: 'ERROR_NOT_AVAILABLE', param: 'units' }] });
    expect(await readUnits(fleet.uuid)).toBe(3);
    const two = await updateProduct(resendBody(fleet, { units: 2 }));
    expect(two.status, JSON.stringify(two.body)).toBe(200);
    expect(two.body.units).toBe(2);
  });

  it('does not count days past, nor tentative, returned or cancelled reservations', async () => {
    await db()
      .insert(reservations)
      .values([
        booking(-5, -1),
        booking(-5, -1),
        { ...booking(0, 3), status: 'tentative' as const },
        { ...booking(0, 3), status: 'returned' as const },
        { ...booking(0, 3), status: 'cancelled' as const },
      ]);
    const res = await updateProduct(resendBody(fleet, { units: 0 }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.units).toBe(0);
  });

  it('always lets the count rise, whatever is booked', async () => {
    await db()
      .insert(reservations)
      .values([booking(0, 2), booking(0, 2), booking(0, 2)]);
    const res = await updateProduct(resendBody(fleet, { units: 4 }));
    expect(res.status).toBe(200);
    expect(res.body.units).toBe(4);
  });
});
