import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactRequests, products } from '@/db/schema';
import { draftFromRequest, machinePickerStart, machinesOfCategory } from '@/lib/reservations/admin';
import { setupTestDatabase } from '../support/database';

const database = setupTestDatabase({ seeded: true });
const db = () => database.handle().db;
let machine: { id: string; model: string };

async function request(values: Partial<typeof contactRequests.$inferInsert>): Promise<string> {
  const [row] = await db()
    .insert(contactRequests)
    .values({ lastName: 'Popa', firstName: 'Mihai', consent: true, ...values })
    .returning({ id: contactRequests.id });
  return row!.id;
}

beforeAll(async () => {
  const [first] = await db().select({ id: products.id, model: products.model }).from(products);
  machine = first!;
});

describe("the reservation form's machines: a category, then its machines", () => {
  it('starts at the category of the machine chosen, with its machines and units', async () => {
    const [row] = await db()
      .select({ categoryId: products.categoryId })
      .from(products)
      .where(eq(products.id, machine.id));
    const siblings = await db()
      .select({ id: products.id })
      .from(products)
      .where(eq(products.categoryId, row!.categoryId!));
    const start = await machinePickerStart(machine.id.toUpperCase());
    expect(start.categoryId).toBe(row!.categoryId);
    expect(start.machines.map((choice) => choice.uuid).sort()).toEqual(
      siblings.map((sibling) => sibling.id).sort(),
    );
    expect(start.machines.find((choice) => choice.uuid === machine.id)).toEqual({
      uuid: machine.id,
      model: machine.model,
      units: 1,
    });
    expect(await machinesOfCategory(row!.categoryId!)).toEqual(start.machines);
  });

  it('leaves out machines in the trash, and starts empty for no machine or an unknown one', async () => {
    const start = await machinePickerStart(machine.id);
    await db().update(products).set({ deletedAt: new Date() }).where(eq(products.id, machine.id));
    try {
      const left = await machinesOfCategory(start.categoryId);
      expect(left.map((choice) => choice.uuid)).not.toContain(machine.id);
      // A reservation of a trashed machine opens at its category, without it to choose.
      expect(await machinePickerStart(machine.id)).toEqual({
        categoryId: start.categoryId,
        machines: left,
      });
    } finally {
      await db().update(products).set({ deletedAt: null }).where(eq(products.id, machine.id));
    }
    expect(await machinePickerStart(null)).toEqual({ categoryId: '', machines: [] });
    expect(await machinePickerStart('nu-e-uuid')).toEqual({ categoryId: '', machines: [] });
    expect(await machinesOfCategory('nu-e-uuid')).toEqual([]);
  });
});

describe("'Creeaza rezervare': the form filled from an offer request", () => {
  it('takes the machine, the period and the sender', async () => {
    const id = await request({
      productId: machine.id,
      periodFrom: '2030-03-10',
      periodTo: '2030-03-12',
      company: 'Santier SRL',
      phone: '0733 222 111',
      email: 'mihai@santier.ro',
    });
    expect(await draftFromRequest(id.toUpperCase())).toEqual({
      product_uuid: machine.id,
      start: '2030-03-10',
      end: '2030-03-12',
      customer: {
        name: 'Popa Mihai',
        company: 'Santier SRL',
        phone: '0733 222 111',
        email: 'mihai@santier.ro',
      },
      request_uuid: id,
    });
  });

  it('uses one date for both when the visitor gave one, and leaves an unreal date out', async () => {
    const onlyFrom = await request({ productId: machine.id, periodFrom: '2030-03-10' });
    expect(await draftFromRequest(onlyFrom)).toMatchObject({
      start: '2030-03-10',
      end: '2030-03-10',
    });
    const unreal = await request({ periodFrom: '2030-02-30', periodTo: '2030-03-02' });
    expect(await draftFromRequest(unreal)).toMatchObject({
      product_uuid: '',
      start: '2030-03-02',
      end: '2030-03-02',
    });
  });

  it('leaves the machine out while it is in the trash, and knows no unknown request', async () => {
    const id = await request({ productId: machine.id, periodFrom: '2030-03-10' });
    await db().update(products).set({ deletedAt: new Date() }).where(eq(products.id, machine.id));
    try {
      expect((await draftFromRequest(id))?.product_uuid).toBe('');
    } finally {
      await db().update(products).set({ deletedAt: null }).where(eq(products.id, machine.id));
    }
    expect(await draftFromRequest('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await draftFromRequest('nu-e-uuid')).toBeNull();
  });
});
