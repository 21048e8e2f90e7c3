import { and, count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, contactRequests, quoteCounters, quotes, reservations } from '@/db/schema';
import { sendQuote } from '@/lib/quotes/sending';
import { ensureAdmin } from '../support/api';
import { setupTestDatabase } from '../support/database';
import { clearRateLimits } from '../support/rate-limits';
import {
  acceptOffer,
  day,
  declineOffer,
  draft,
  machine,
  machineLine,
  offerBody,
  publicOffer,
  readOffer,
  updateOffer,
  withdrawOffer,
} from './support';

const database = setupTestDatabase({ seeded: true });
const db = () => database.handle().db;
const transport = { label: 'Transport', quantity: 1, unit_price: 50_000 };

let cat: { id: string; model: string };
let jcb: { id: string; model: string };

beforeEach(async () => {
  await ensureAdmin();
  await db().delete(quotes);
  await db().delete(quoteCounters);
  await db().delete(reservations);
  await clearRateLimits(db());
  cat = await machine('CAT 320', { priceDay: 1200, priceWeek: 7200, units: 1 });
  jcb = await machine('JCB 3CX', { priceDay: 400, priceWeek: 2400, units: 1 });
});

/** A sent offer for the two machines and a transport: its uuid and the customer's token. */
async function sentOffer(more: Record<string, unknown> = {}) {
  const uuid = await draft(
    [machineLine(cat.id, 10, 19), machineLine(jcb.id, 12, 13, { units: 1 }), transport],
    more,
  );
  const { token } = await sendQuote(uuid);
  return { uuid, token };
}

const reservationCount = async () => (await db().select({ n: count() }).from(reservations))[0]!.n;

describe("the customer's page of an offer (issue #44)", () => {
  it('shows the offer without login, never cached, with nothing internal', async () => {
    const { token } = await sentOffer();
    const page = await publicOffer(token);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.body).toMatchObject({
      display_number: expect.stringMatching(/^OF-\d{4}-0001$/),
      status: 'sent',
      valid_until: day(14),
      customer: { name: 'Ion Popescu', company: 'Constructii Ionescu SRL', cui: 'RO12345674' },
      lines: [
        { label: 'CAT 320', days: 10, amount: 1_080_000 },
        { label: 'JCB 3CX', days: 2, amount: 80_000 },
        { label: 'Transport', amount: 50_000 },
      ],
      totals: { subtotal: 1_210_000, vat: 254_100, total: 1_464_100 },
    });
    for (const internal of ['uuid', 'request_uuid', 'reservations', 'decline_reason']) {
      expect(page.body).not.toHaveProperty(internal);
    }
    expect(page.body.customer).not.toHaveProperty('phone');
  });

  it('answers an unknown or malformed link 404, like any missing offer', async () => {
    for (const token of ['A'.repeat(43), 'short', '../../etc']) {
      const answer = await publicOffer(token);
      expect(answer.status, token).toBe(404);
      expect(answer.body.errors[0].msg).toBe('ERROR_GET_QUOTE');
    }
  });
});

describe('accepting an offer', () => {
  it('books one tentative reservation per machine line, in one go, and closes the offer', async () => {
    const [request] = await db()
      .insert(contactRequests)
      .values({ lastName: 'Popescu', firstName: 'Ion', email: 'ion@constructii.ro', consent: true })
      .returning({ id: contactRequests.id });
    const { uuid, token } = await sentOffer({ request_uuid: request!.id });
    const accepted = await acceptOffer(token);
    expect(accepted.status).toBe(200);
    expect(accepted.body.reservations).toHaveLength(2);

    const booked = await db().select().from(reservations);
    expect(
      booked.map((row) => [row.productId, row.startDay, row.endDay, row.status]).sort(),
    ).toEqual(
      [
        [cat.id, day(10), day(19), 'tentative'],
        [jcb.id, day(12), day(13), 'tentative'],
      ].sort(),
    );
    expect(booked[0]).toMatchObject({
      customerName: 'Ion Popescu',
      customerCompany: 'Constructii Ionescu SRL',
      customerEmail: 'ion@constructii.ro',
      requestId: request!.id,
      notes: expect.stringMatching(/^Din oferta OF-\d{4}-0001/),
    });

    const admin = await readOffer(uuid);
    expect(admin.body).toMatchObject({ status: 'accepted', answered_at: expect.any(String) });
    expect([...admin.body.reservations].sort()).toEqual([...accepted.body.reservations].sort());
    expect(admin.body.lines[0].reservation_uuid).toBe(
      booked.find((row) => row.productId === cat.id)!.id,
    );
    expect((await publicOffer(token)).body.status).toBe('accepted');

    const logged = await db()
      .select({ action: auditLog.action, type: auditLog.objectType, account: auditLog.accountId })
      .from(auditLog)
      .where(eq(auditLog.address, '203.0.113.44'));
    expect(logged.map((entry) => `${entry.action} ${entry.type}`).sort()).toEqual([
      'accept quote',
      'create reservation',
      'create reservation',
    ]);
    expect(logged.every((entry) => entry.account === null)).toBe(true);
  });

  it('refuses a second acceptance, and a refusal after it, creating nothing more', async () => {
    const { token } = await sentOffer();
    expect((await acceptOffer(token)).status).toBe(200);
    for (const answer of [await acceptOffer(token), await declineOffer(token, { reason: 'x' })]) {
      expect(answer.status).toBe(409);
      expect(answer.body.errors).toEqual([{ msg: 'QUOTE_ALREADY_ANSWERED', param: 'status' }]);
    }
    expect(await reservationCount()).toBe(2);
  });

  it('accepts an offer once when two answers come at the same moment', async () => {
    const { token } = await sentOffer();
    const answers = await Promise.all([acceptOffer(token), acceptOffer(token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.errors[0].msg).toBe(
      'QUOTE_ALREADY_ANSWERED',
    );
    expect(await reservationCount()).toBe(2);
  });

  it('creates nothing when a machine is taken, and names the line and the days', async () => {
    await db()
      .insert(reservations)
      .values({
        productId: jcb.id,
        startDay: day(13),
        endDay: day(15),
        status: 'confirmed',
        customerName: 'Alt client',
      });
    const { uuid, token } = await sentOffer();
    const refused = await acceptOffer(token);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      errors: [{ msg: 'ERROR_NOT_AVAILABLE', param: 'lines.1' }],
      taken: [{ line: 1, label: 'JCB 3CX', start: day(12), end: day(13), taken_days: [day(13)] }],
    });
    expect(await reservationCount()).toBe(1);
    expect((await readOffer(uuid)).body).toMatchObject({ status: 'sent', reservations: [] });

    // Once the other booking is cancelled, the same link accepts.
    await db().update(reservations).set({ status: 'cancelled' });
    expect((await acceptOffer(token)).status).toBe(200);
    expect(await reservationCount()).toBe(3);
  });

  it("counts the offer's own lines of one machine together", async () => {
    const uuid = await draft([machineLine(cat.id, 5, 8), machineLine(cat.id, 8, 9)]);
    const { token } = await sendQuote(uuid);
    const refused = await acceptOffer(token);
    expect(refused.status).toBe(409);
    expect(refused.body.taken.map((entry: { taken_days: string[] }) => entry.taken_days)).toEqual([
      [day(8)],
      [day(8)],
    ]);
    expect(await reservationCount()).toBe(0);
  });

  it('is refused from another site', async () => {
    const { token } = await sentOffer();
    const foreign = await acceptOffer(token, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await reservationCount()).toBe(0);
  });
});

describe('declining an offer', () => {
  it('records the reason; the admin sees it, and the log', async () => {
    const { uuid, token } = await sentOffer();
    const declined = await declineOffer(token, { reason: 'Prețul este prea mare.' });
    expect(declined.status).toBe(200);
    expect((await readOffer(uuid)).body).toMatchObject({
      status: 'declined',
      decline_reason: 'Prețul este prea mare.',
    });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'decline'));
    expect(entry?.changes).toEqual([
      { field: 'decline_reason', old: null, new: 'Prețul este prea mare.' },
    ]);
    const long = await declineOffer((await sentOffer()).token, { reason: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([{ msg: 'INVALID_DECLINE_REASON', param: 'reason' }]);
  });
});

describe('a link that no longer works', () => {
  it('expires with the offer: 410 QUOTE_EXPIRED to reading, accepting and declining', async () => {
    const { uuid, token } = await sentOffer();
    await db()
      .update(quotes)
      .set({ validUntil: day(-1) })
      .where(eq(quotes.id, uuid));
    for (const answer of [
      await publicOffer(token),
      await acceptOffer(token),
      await declineOffer(token),
    ]) {
      expect(answer.status).toBe(410);
      expect(answer.body.errors).toEqual([{ msg: 'QUOTE_EXPIRED', param: 'token' }]);
    }
    expect(await reservationCount()).toBe(0);
  });

  it('is useless once the offer is withdrawn', async () => {
    const { uuid, token } = await sentOffer();
    await withdrawOffer(uuid);
    for (const answer of [await publicOffer(token), await acceptOffer(token)]) {
      expect(answer.status).toBe(404);
      expect(answer.body.errors).toEqual([{ msg: 'ERROR_GET_QUOTE', param: 'token' }]);
    }
    expect(await reservationCount()).toBe(0);
  });

  it('is paused while the offer is revised, and replaced by the next sending', async () => {
    const { uuid, token } = await sentOffer();
    await updateOffer(uuid, offerBody([transport]));
    const paused = await acceptOffer(token);
    expect(paused.status).toBe(409);
    expect(paused.body.errors).toEqual([{ msg: 'QUOTE_BEING_REVISED', param: 'token' }]);
    const { token: next } = await sendQuote(uuid);
    expect((await publicOffer(token)).status).toBe(404);
    expect((await publicOffer(next)).body).toMatchObject({
      revision: 2,
      lines: [{ label: 'Transport' }],
    });
  });
});

describe('the limits of the public routes', () => {
  it('holds one client to 10 answers in 15 minutes', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++)
      statuses.push((await acceptOffer('B'.repeat(43))).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses[10]).toBe(429);
    const rows = await db()
      .select()
      .from(quotes)
      .where(and(eq(quotes.status, 'accepted')));
    expect(rows).toHaveLength(0);
  });
});
