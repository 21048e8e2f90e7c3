import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, quoteCounters, quotes } from '@/db/schema';
import { todayInRomania } from '@/lib/reservations/days';
import { ensureAdmin } from '../support/api';
import { setupTestDatabase } from '../support/database';
import { draft, offerBody, readOffer, sendOffer, updateOffer } from './support';

const database = setupTestDatabase({ seeded: true });
const db = () => database.handle().db;
const number = `OF-${todayInRomania().slice(0, 4)}-0001`;
const transport = (unitPrice: number) => ({
  label: 'Transport',
  quantity: 1,
  unit_price: unitPrice,
});

beforeEach(async () => {
  await ensureAdmin();
  await db().delete(quotes);
  await db().delete(quoteCounters);
});

describe('revisions of an offer (issue #44)', () => {
  it('edits a draft in place: no revision, no number', async () => {
    const uuid = await draft([transport(10_000)]);
    const edited = await updateOffer(
      uuid,
      offerBody([transport(20_000)], { notes: 'Livrare la 8' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      revision: 1,
      status: 'draft',
      number: null,
      notes: 'Livrare la 8',
      totals: { subtotal: 20_000, total: 24_200 },
      revisions: [],
    });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'update'));
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: 'notes', old: '', new: 'Livrare la 8' },
        { field: 'total', old: '121,00 lei', new: '242,00 lei' },
      ]),
    );
  });

  it('changes a sent offer into revision 2 under its number; revision 1 stays readable', async () => {
    const uuid = await draft([transport(10_000)]);
    await sendOffer(uuid);
    const sentAt = (await readOffer(uuid)).body.sent_at;

    const revised = await updateOffer(uuid, offerBody([transport(8_000)], { discount_percent: 5 }));
    expect(revised.status).toBe(200);
    expect(revised.body).toMatchObject({
      number,
      revision: 2,
      display_number: `${number}/2`,
      status: 'draft',
      sent_at: null,
      totals: { subtotal: 8_000, discount: 400 },
      revisions: [{ revision: 1, status: 'sent', sent_at: sentAt, total: 12_100 }],
    });

    const first = await readOffer(uuid, '?revision=1');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      number,
      revision: 1,
      display_number: number,
      status: 'sent',
      sent_at: sentAt,
      discount_percent: 0,
      totals: { subtotal: 10_000, total: 12_100 },
      lines: [{ label: 'Transport', unit_price: 10_000, amount: 10_000, availability: null }],
    });
    expect((await readOffer(uuid, '?revision=2')).body.totals.subtotal).toBe(8_000);

    // Sent again, it keeps its number: no new one is taken from the counter.
    const resent = await sendOffer(uuid);
    expect(resent.body).toEqual({ number, revision: 2, status: 'sent' });
    expect((await readOffer(uuid)).body.display_number).toBe(`${number}/2`);
    const [counter] = await db().select().from(quoteCounters);
    expect(counter?.last).toBe(1);

    // Changed again: revision 3, and both older ones readable.
    await updateOffer(uuid, offerBody([transport(7_000)]));
    const third = await readOffer(uuid);
    expect(third.body.revision).toBe(3);
    expect(third.body.revisions.map((entry: { revision: number }) => entry.revision)).toEqual([
      1, 2,
    ]);
    expect((await readOffer(uuid, '?revision=2')).body).toMatchObject({
      status: 'sent',
      totals: { subtotal: 8_000 },
    });
  });

  it('refuses a revision that does not exist, or is not a number', async () => {
    const uuid = await draft([transport(10_000)]);
    const missing = await readOffer(uuid, '?revision=4');
    expect(missing.status).toBe(404);
    expect(missing.body.errors).toEqual([{ msg: 'ERROR_GET_QUOTE', param: 'revision' }]);
    const bad = await readOffer(uuid, '?revision=first');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ msg: 'INVALID_REVISION', param: 'revision' }]);
  });

  it('keeps a refused edit of a sent offer from changing anything', async () => {
    const uuid = await draft([transport(10_000)]);
    await sendOffer(uuid);
    const refused = await updateOffer(uuid, offerBody([{ label: '', quantity: 1, unit_price: 1 }]));
    expect(refused.status).toBe(400);
    expect((await readOffer(uuid)).body).toMatchObject({
      revision: 1,
      status: 'sent',
      revisions: [],
    });
  });
});
