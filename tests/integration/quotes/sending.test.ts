import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, configurationEntries, quoteCounters, quotes } from '@/db/schema';
import { todayInRomania } from '@/lib/reservations/days';
import { ensureAdmin } from '../support/api';
import { setupTestDatabase } from '../support/database';
import {
  createOffer,
  day,
  draft,
  listOffers,
  offerBody,
  readOffer,
  sendOffer,
  updateOffer,
  withdrawOffer,
} from './support';

const database = setupTestDatabase({ seeded: true });
const db = () => database.handle().db;
const year = todayInRomania().slice(0, 4);
const transport = { label: 'Transport', quantity: 1, unit_price: 50_000 };

beforeEach(async () => {
  await ensureAdmin();
  await db().delete(quotes);
  await db().delete(quoteCounters);
  await db().delete(configurationEntries);
});

describe('sending an offer (issue #44)', () => {
  it('numbers it OF-<year>-0001 on its first sending, valid 14 days unless it says otherwise', async () => {
    const uuid = await draft([transport]);
    const sent = await sendOffer(uuid);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ number: `OF-${year}-0001`, revision: 1, status: 'sent' });
    const read = await readOffer(uuid);
    expect(read.body).toMatchObject({
      number: `OF-${year}-0001`,
      display_number: `OF-${year}-0001`,
      status: 'sent',
      valid_until: day(14),
      sent_at: expect.any(String),
    });

    const dated = await draft([transport], { valid_until: day(30) });
    expect((await sendOffer(dated)).body.number).toBe(`OF-${year}-0002`);
    expect((await readOffer(dated)).body.valid_until).toBe(day(30));
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'send'));
    expect(entry).toMatchObject({
      objectType: 'quote',
      label: expect.stringContaining(`OF-${year}-000`),
    });
  });

  it("takes the series, the validity and the VAT rate from 'Configurare'", async () => {
    await db()
      .insert(configurationEntries)
      .values([
        { key: 'offer_series', value: 'OFR' },
        { key: 'offer_validity_days', value: '30' },
        { key: 'offer_vat_basis_points', value: '1900' },
      ]);
    const uuid = await draft([transport]);
    expect((await sendOffer(uuid)).body.number).toBe(`OFR-${year}-0001`);
    const read = await readOffer(uuid);
    expect(read.body).toMatchObject({ valid_until: day(30), vat_percent: 19 });
    // 500 lei of transport, 19 % VAT: 95 lei.
    expect(read.body.totals).toEqual({ subtotal: 50_000, discount: 0, vat: 9_500, total: 59_500 });
  });

  it('refuses a second sending, and an offer with no line, without spending a number', async () => {
    const empty = await draft([]);
    const refused = await sendOffer(empty);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ msg: 'QUOTE_NO_LINES', param: 'lines' }]);
    expect((await readOffer(empty)).body).toMatchObject({ status: 'draft', number: null });

    const uuid = await draft([transport]);
    expect((await sendOffer(uuid)).body.number).toBe(`OF-${year}-0001`);
    const again = await sendOffer(uuid);
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([{ msg: 'QUOTE_NOT_DRAFT', param: 'status' }]);
    expect((await sendOffer(await draft([transport]))).body.number).toBe(`OF-${year}-0002`);
  });

  it('reads a sent offer past its validity as expired, in the list too', async () => {
    const uuid = await draft([transport]);
    await sendOffer(uuid);
    await db()
      .update(quotes)
      .set({ validUntil: day(-1) })
      .where(eq(quotes.id, uuid));
    expect((await readOffer(uuid)).body.status).toBe('expired');
    const expired = await listOffers('?status=expired');
    expect(expired.body.items.map((item: { uuid: string }) => item.uuid)).toEqual([uuid]);
    expect(expired.body.items[0].status).toBe('expired');
    expect((await listOffers('?status=sent')).body.total).toBe(0);
    // Its last day is still valid: today is not past it.
    await db()
      .update(quotes)
      .set({ validUntil: day(0) })
      .where(eq(quotes.id, uuid));
    expect((await readOffer(uuid)).body.status).toBe('sent');
  });
});

describe('withdrawing an offer', () => {
  it('withdraws a draft or a sent offer once; a withdrawn one is closed to every change', async () => {
    const sent = await draft([transport]);
    await sendOffer(sent);
    const withdrawn = await withdrawOffer(sent);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ status: 'withdrawn', number: `OF-${year}-0001` });
    const again = await withdrawOffer(sent);
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([{ msg: 'QUOTE_CLOSED', param: 'status' }]);
    expect((await sendOffer(sent)).status).toBe(409);
    const edit = await updateOffer(sent, offerBody([transport]));
    expect(edit.status).toBe(409);
    expect(edit.body.errors).toEqual([{ msg: 'QUOTE_CLOSED', param: 'status' }]);

    const draftOnly = await draft([transport]);
    expect((await withdrawOffer(draftOnly)).body).toMatchObject({
      status: 'withdrawn',
      number: null,
    });
    const entries = await db().select().from(auditLog).where(eq(auditLog.action, 'withdraw'));
    expect(entries).toHaveLength(2);
  });

  it('answers 404 for an offer that does not exist', async () => {
    const uuid = '00000000-0000-4000-8000-000000000000';
    for (const answer of [await sendOffer(uuid), await withdrawOffer(uuid)]) {
      expect(answer.status).toBe(404);
      expect(answer.body.errors).toEqual([{ msg: 'ERROR_GET_QUOTE', param: 'uuid' }]);
    }
    expect((await createOffer(offerBody([transport]))).status).toBe(201);
  });
});

describe('numbering under load', () => {
  it('gives 20 offers sent at once 20 distinct consecutive numbers', async () => {
    const drafts = await Promise.all(Array.from({ length: 20 }, () => draft([transport])));
    const answers = await Promise.all(drafts.map((uuid) => sendOffer(uuid)));
    expect(answers.map((answer) => answer.status)).toEqual(drafts.map(() => 200));
    const numbers = answers.map((answer) => answer.body.number as string).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, index) => `OF-${year}-${String(index + 1).padStart(4, '0')}`),
    );
    const [counter] = await db().select().from(quoteCounters);
    expect(counter).toEqual({ series: 'OF', year: Number(year), last: 20 });
  });
});
