import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as acceptRoute } from '@/app/api/quote/public/[token]/accept/route';
import { POST as declineRoute } from '@/app/api/quote/public/[token]/decline/route';
import { quoteCounters, quotes, reservations } from '@/db/schema';
import { formatDay } from '@/lib/reservations/days';
import { readCustomerPage } from '@/lib/quotes/customer-page';
import { sendQuote } from '@/lib/quotes/sending';
import { call, ensureAdmin, ORIGIN } from '../support/api';
import { fromAddress } from '../support/client';
import { setupTestDatabase } from '../support/database';
import { clearRateLimits } from '../support/rate-limits';
import { day, draft, machine, machineLine, readOffer } from './support';

const database = setupTestDatabase({ seeded: true });
const db = () => database.handle().db;
let cat: { id: string; model: string };

beforeEach(async () => {
  await ensureAdmin();
  await db().delete(quotes);
  await db().delete(quoteCounters);
  await db().delete(reservations);
  await clearRateLimits(db());
  cat = await machine('CAT 320', { priceDay: 1200, priceWeek: 7200, units: 1 });
});

/** The customer's page posting one of its HTML forms, as a browser does without JavaScript. */
const postForm = (route: unknown, token: string, answer: string, fields: Record<string, string>) =>
  call(route, {
    method: 'POST',
    path: `/api/quote/public/${token}/${answer}`,
    params: { token },
    rawBody: new URLSearchParams(fields).toString(),
    headers: {
      ...fromAddress('203.0.113.45'),
      'content-type': 'application/x-www-form-urlencoded',
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
    },
  });

async function sentOffer(language = 'ro') {
  const uuid = await draft([machineLine(cat.id, 10, 19)], { language });
  return { uuid, token: (await sendQuote(uuid)).token };
}

const reservationCount = async () => (await db().select({ n: count() }).from(reservations))[0]!.n;

describe("the customer's page answers with plain forms (issue #44)", () => {
  it('accepts, and sends the browser back to the page, which then says what was booked', async () => {
    const { uuid, token } = await sentOffer();
    const accepted = await postForm(acceptRoute, token, 'accept', { lang: 'ro' });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe(`/oferta/${token}#raspuns`);
    expect(await reservationCount()).toBe(1);
    expect((await readOffer(uuid)).body.status).toBe('accepted');
    const page = await readCustomerPage(token, '203.0.113.45', 'ro');
    expect(page).toMatchObject({
      kind: 'offer',
      status: 'accepted',
      booked: [{ label: 'CAT 320', start: formatDay(day(10)), end: formatDay(day(19)) }],
    });

    // Twice: refused, and the page is told why; nothing more is booked.
    const again = await postForm(acceptRoute, token, 'accept', { lang: 'ro' });
    expect(again.headers.get('location')).toBe(
      `/oferta/${token}?eroare=QUOTE_ALREADY_ANSWERED#raspuns`,
    );
    expect(await reservationCount()).toBe(1);
  });

  it('names the machine and its taken days when it is no longer free, and books nothing', async () => {
    const { token } = await sentOffer('en');
    await db()
      .insert(reservations)
      .values({
        productId: cat.id,
        startDay: day(15),
        endDay: day(16),
        status: 'confirmed',
        customerName: 'Alt client',
      });
    const refused = await postForm(acceptRoute, token, 'accept', { lang: 'en' });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe(
      `/en/oferta/${token}?eroare=ERROR_NOT_AVAILABLE#raspuns`,
    );
    expect(await reservationCount()).toBe(1);
    const page = await readCustomerPage(token, '203.0.113.45', 'en', { checkTaken: true });
    expect(page).toMatchObject({
      kind: 'offer',
      status: 'sent',
      taken: [{ label: 'CAT 320', days: [formatDay(day(15)), formatDay(day(16))] }],
    });
  });

  it('declines with the reason typed in the form', async () => {
    const { uuid, token } = await sentOffer();
    const declined = await postForm(declineRoute, token, 'decline', {
      lang: 'ro',
      reason: 'Am găsit alt utilaj mai aproape de șantier.',
    });
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(`/oferta/${token}#raspuns`);
    expect((await readOffer(uuid)).body).toMatchObject({
      status: 'declined',
      decline_reason: 'Am găsit alt utilaj mai aproape de șantier.',
    });
    const tooLong = await postForm(declineRoute, (await sentOffer()).token, 'decline', {
      reason: 'x'.repeat(1001),
    });
    expect(tooLong.headers.get('location')).toMatch(/\?eroare=INVALID_DECLINE_REASON#raspuns$/);
  });

  it("tells the page an unknown, expired or revised link's state without the offer", async () => {
    expect(await readCustomerPage('A'.repeat(43), '203.0.113.45', 'ro')).toEqual({
      kind: 'not-found',
    });
    const { uuid, token } = await sentOffer();
    await db()
      .update(quotes)
      .set({ validUntil: day(-1) })
      .where(eq(quotes.id, uuid));
    expect(await readCustomerPage(token, '203.0.113.45', 'ro')).toEqual({ kind: 'expired' });
  });

  it('keeps the customer phone and e-mail off the page, which anyone with the link can open', async () => {
    const { token } = await sentOffer();
    const page = await readCustomerPage(token, '203.0.113.45', 'ro');
    if (page.kind !== 'offer') throw new Error(page.kind);
    const customer = JSON.stringify(page.text.parties[1]);
    expect(customer).toContain('Constructii Ionescu SRL');
    expect(customer).not.toContain('ion@constructii.ro');
    expect(customer).not.toContain('0722');
  });

  it('is refused from another site, as the JSON answers are', async () => {
    const { token } = await sentOffer();
    const foreign = await call(acceptRoute, {
      method: 'POST',
      path: `/api/quote/public/${token}/accept`,
      params: { token },
      rawBody: 'lang=ro',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(foreign.status).toBe(403);
    expect(await reservationCount()).toBe(0);
  });
});
