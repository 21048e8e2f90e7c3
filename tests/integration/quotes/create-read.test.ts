import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, contactRequests, quotes, reservations } from '@/db/schema';
import { ensureAdmin } from '../support/api';
import { setupTestDatabase } from '../support/database';
import {
  createOffer,
  day,
  draft,
  listOffers,
  machine,
  machineLine,
  offerBody,
  readOffer,
} from './support';

const database = setupTestDatabase({ seeded: true });
const db = () => database.handle().db;

const CAT = 'CAT 320';

beforeEach(async () => {
  await ensureAdmin();
  await db().delete(quotes);
  await db().delete(reservations);
  // The demo's CAT 320: 1.200 lei a day, 7.200 lei a week, one unit.
  await machine(CAT, { priceDay: 1200, priceWeek: 7200, units: 1 });
});

const quoteCount = async () => (await db().select({ n: count() }).from(quotes))[0]!.n;

describe('an offer priced on the server (issue #44)', () => {
  it('charges a CAT 320 over 10 days the cheaper week rule, with 21 % VAT', async () => {
    const cat = await machine(CAT);
    const created = await createOffer(offerBody([machineLine(cat.id, 10, 19)]));
    expect(created.status).toBe(201);
    // Days: 10 × 1.200 = 12.000 lei; weeks: 7.200 + 3 × 1.200 = 10.800 lei, the cheaper.
    expect(created.body).toEqual({
      uuid: expect.any(String),
      status: 'draft',
      totals: { subtotal: 1_080_000, discount: 0, vat: 226_800, total: 1_306_800 },
    });
    const read = await readOffer(created.body.uuid);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      number: null,
      revision: 1,
      display_number: null,
      status: 'draft',
      vat_percent: 21,
      totals: { subtotal: 1_080_000, vat: 226_800, total: 1_306_800 },
      lines: [
        {
          position: 0,
          kind: 'machine',
          label: CAT,
          product_uuid: cat.id,
          units: 1,
          start: day(10),
          end: day(19),
          days: 10,
          rule: 'week',
          unit_price: null,
          amount: 1_080_000,
          availability: { free: true, taken_days: [] },
        },
      ],
    });
    expect(read.headers.get('cache-control')).toBe('no-store');
  });

  it('takes the day rule when it is the cheaper, and counts units', async () => {
    // 100 lei a day, 800 a week: 8 days are 800 lei by days against 900 by week + a day.
    const cat = await machine(CAT, { priceDay: 100, priceWeek: 800 });
    const created = await createOffer(offerBody([machineLine(cat.id, 1, 8, { units: 2 })]));
    expect(created.body.totals).toEqual({
      subtotal: 160_000,
      discount: 0,
      vat: 33_600,
      total: 193_600,
    });
    const read = await readOffer(created.body.uuid);
    expect(read.body.lines[0]).toMatchObject({ rule: 'day', days: 8, units: 2, amount: 160_000 });
  });

  it('adds free lines, then takes the discount, then VAT on what is left, rounding half-up', async () => {
    const cat = await machine(CAT);
    const created = await createOffer(
      offerBody(
        [
          machineLine(cat.id, 2, 4),
          { label: 'Transport dus-întors', quantity: 2.5, unit_price: 45_033 },
        ],
        { discount_percent: 7.5 },
      ),
    );
    expect(created.status).toBe(201);
    // 3 days × 1.200 lei = 360.000 bani; 2,5 × 450,33 lei = 112.582,5 → 112.583 bani.
    const subtotal = 360_000 + 112_583;
    const discount = Math.round((subtotal * 750) / 10_000); // 35.443,725 → 35.444
    const vat = Math.round(((subtotal - discount) * 2100) / 10_000);
    expect(created.body.totals).toEqual({
      subtotal,
      discount,
      vat,
      total: subtotal - discount + vat,
    });
    const read = await readOffer(created.body.uuid);
    expect(read.body.discount_percent).toBe(7.5);
    expect(read.body.lines[1]).toMatchObject({
      kind: 'free',
      label: 'Transport dus-întors',
      quantity: 2.5,
      unit_price: 45_033,
      amount: 112_583,
      availability: null,
    });
  });

  it('asks for a typed price on a machine without one, and uses it when given', async () => {
    const cat = await machine(CAT, { priceDay: null, priceWeek: null });
    const refused = await createOffer(offerBody([machineLine(cat.id, 1, 5)]));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      errors: [{ msg: 'QUOTE_PRICE_REQUIRED', param: 'lines.0.unit_price' }],
    });
    expect(await quoteCount()).toBe(0);

    const typed = await createOffer(
      offerBody([machineLine(cat.id, 1, 5, { units: 2, unit_price: 95_050 })]),
    );
    expect(typed.status).toBe(201);
    expect(typed.body.totals.subtotal).toBe(95_050 * 5 * 2);
    const read = await readOffer(typed.body.uuid);
    expect(read.body.lines[0]).toMatchObject({ rule: 'manual', unit_price: 95_050 });
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const cat = await machine(CAT);
    const cases: [unknown, { msg: string; param: string }[]][] = [
      [
        { ...offerBody([]), customer: { name: ' ' } },
        [{ msg: 'REQUIRED_CUSTOMER_NAME', param: 'customer.name' }],
      ],
      [
        offerBody([], { discount_percent: 100.5 }),
        [{ msg: 'INVALID_DISCOUNT', param: 'discount_percent' }],
      ],
      [
        offerBody([], { discount_percent: 1.234 }),
        [{ msg: 'INVALID_DISCOUNT', param: 'discount_percent' }],
      ],
      [
        offerBody([], { valid_until: day(-1) }),
        [{ msg: 'INVALID_VALID_UNTIL', param: 'valid_until' }],
      ],
      [offerBody([], { language: 'de' }), [{ msg: 'INVALID_LANGUAGE', param: 'language' }]],
      // The right shape, the wrong check digit (RO12345674 is right).
      [
        { ...offerBody([]), customer: { name: 'Ion Popescu', cui: 'RO12345678' } },
        [{ msg: 'INVALID_CUSTOMER_CUI', param: 'customer.cui' }],
      ],
      [
        offerBody([machineLine(cat.id, 5, 2)]),
        [{ msg: 'RESERVATION_END_BEFORE_START', param: 'lines.0.end' }],
      ],
      [
        offerBody([machineLine('00000000-0000-4000-8000-000000000000', 1, 2)]),
        [{ msg: 'ERROR_GET_PRODUCT', param: 'lines.0.product_uuid' }],
      ],
      [
        offerBody([{ label: '', quantity: 0, unit_price: -1 }, 'transport']),
        [
          { msg: 'REQUIRED_LINE_LABEL', param: 'lines.0.label' },
          { msg: 'INVALID_QUANTITY', param: 'lines.0.quantity' },
          { msg: 'INVALID_UNIT_PRICE', param: 'lines.0.unit_price' },
          { msg: 'INVALID_QUOTE_LINE', param: 'lines.1' },
        ],
      ],
      [
        offerBody(Array.from({ length: 51 }, () => ({ label: 'x', quantity: 1, unit_price: 1 }))),
        [{ msg: 'QUOTE_TOO_MANY_LINES', param: 'lines' }],
      ],
    ];
    for (const [body, errors] of cases) {
      const answer = await createOffer(body);
      // A machine that is not there is 404, as everywhere; every other refusal 400.
      const status = errors[0]!.msg === 'ERROR_GET_PRODUCT' ? 404 : 400;
      expect(answer.status, JSON.stringify(body).slice(0, 120)).toBe(status);
      expect(answer.body.errors).toEqual(errors);
    }
    expect(await quoteCount()).toBe(0);
  });

  it('is logged in the audit log, by the admin who made it', async () => {
    const admin = await ensureAdmin();
    const uuid = await draft([{ label: 'Transport', quantity: 1, unit_price: 10_000 }]);
    const entries = await db().select().from(auditLog).where(eq(auditLog.objectId, uuid));
    expect(entries).toMatchObject([
      {
        action: 'create',
        objectType: 'quote',
        accountId: admin.id,
        label: 'Ion Popescu (Constructii Ionescu SRL)',
      },
    ]);
  });
});

describe('an offer made from an inbox request', () => {
  it('takes the customer, the language and the machine with its days from the request', async () => {
    const cat = await machine(CAT);
    const [request] = await db()
      .insert(contactRequests)
      .values({
        lastName: 'Marin',
        firstName: 'Elena',
        email: 'elena@santier.ro',
        phone: '0744 555 666',
        company: 'Șantier Nord SRL',
        city: 'Brașov',
        periodFrom: day(20),
        periodTo: day(26),
        consent: true,
        locale: 'en',
        productId: cat.id,
      })
      .returning({ id: contactRequests.id });
    const created = await createOffer({ request_uuid: request!.id });
    expect(created.status).toBe(201);
    // 7 days: one week, 7.200 lei.
    expect(created.body.totals.subtotal).toBe(720_000);
    const read = await readOffer(created.body.uuid);
    expect(read.body).toMatchObject({
      request_uuid: request!.id,
      language: 'en',
      customer: {
        name: 'Marin Elena',
        company: 'Șantier Nord SRL',
        phone: '0744 555 666',
        email: 'elena@santier.ro',
        address: 'Brașov',
        cui: '',
      },
      lines: [{ product_uuid: cat.id, start: day(20), end: day(26), rule: 'week' }],
    });

    // What the admin types wins; an unknown request is refused.
    const named = await createOffer({ request_uuid: request!.id, customer: { name: 'Alt Nume' } });
    expect((await readOffer(named.body.uuid)).body.customer).toMatchObject({
      name: 'Alt Nume',
      email: 'elena@santier.ro',
    });
    const unknown = await createOffer({ request_uuid: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ msg: 'INVALID_UUID', param: 'request_uuid' }]);
  });
});

describe('reading offers', () => {
  it('shows each machine line taken on the days a confirmed reservation holds', async () => {
    const cat = await machine(CAT);
    await db()
      .insert(reservations)
      .values({
        productId: cat.id,
        startDay: day(12),
        endDay: day(13),
        status: 'confirmed',
        customerName: 'Alt client',
      });
    const uuid = await draft([machineLine(cat.id, 10, 14), machineLine(cat.id, 20, 21)]);
    const read = await readOffer(uuid);
    expect(read.body.lines.map((line: { availability: unknown }) => line.availability)).toEqual([
      { free: false, taken_days: [day(12), day(13)] },
      { free: true, taken_days: [] },
    ]);
  });

  it('lists a page of offers, filtered by state, and refuses an unknown state', async () => {
    for (let index = 0; index < 3; index++) {
      await draft([{ label: `Linia ${index}`, quantity: 1, unit_price: 1000 }]);
    }
    const page = await listOffers('?status=draft&page=1&limit=2');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(page.body.items).toHaveLength(2);
    expect(page.body.items[0]).toMatchObject({
      status: 'draft',
      customer_name: 'Ion Popescu',
      total: 1210,
      number: null,
    });
    expect((await listOffers('?status=sent')).body.total).toBe(0);
    const bad = await listOffers('?status=lost');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ msg: 'INVALID_QUOTE_STATUS', param: 'status' }]);
    const missing = await readOffer('00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.errors).toEqual([{ msg: 'ERROR_GET_QUOTE', param: 'uuid' }]);
  });
});
