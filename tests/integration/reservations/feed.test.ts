import { beforeEach, describe, expect, it } from 'vitest';
import { GET as calendarRoute } from '@/app/api/reservation/calendar/[file]/route';
import { POST as renewRoute } from '@/app/api/reservation/feed/renew/route';
import { GET as feedRoute } from '@/app/api/reservation/feed/route';
import { PUT as updateRoute } from '@/app/api/reservation/[uuid]/route';
import { POST as createRoute } from '@/app/api/reservation/route';
import { products, reservationFeed, reservations } from '@/db/schema';
import { RATE_LIMITS } from '@/lib/rate-limit';
import { addDays, todayInRomania } from '@/lib/reservations/days';
import { call } from '../support/api';
import { fromAddress } from '../support/client';
import { setupTestDatabase } from '../support/database';
import { clearRateLimits } from '../support/rate-limits';

const database = setupTestDatabase({ seeded: true });
const db = () => database.handle().db;
const today = todayInRomania();
const day = (offset: number) => addDays(today, offset);
const compact = (offset: number) => day(offset).replace(/-/g, '');

let machine: { id: string; model: string };

beforeEach(async () => {
  await clearRateLimits(db());
  await db().delete(reservations);
  await db().delete(reservationFeed);
  const [first] = await db()
    .select({ id: products.id, model: products.model })
    .from(products)
    .limit(1);
  if (!first) throw new Error('The demo has machines');
  machine = first;
});

const feedUrl = async () =>
  (await call<{ url: string }>(feedRoute, { path: '/api/reservation/feed', as: 'bearer' })).body
    .url;

const fileOf = (url: string) => url.split('/').at(-1)!;

function calendar(file: string, client?: string) {
  return call<string>(calendarRoute, {
    path: `/api/reservation/calendar/${file}`,
    params: { file },
    ...(client ? { headers: fromAddress(client) } : {}),
  });
}

async function reserve(overrides: Record<string, unknown> = {}) {
  const answer = await call<{ uuid: string }>(createRoute, {
    method: 'POST',
    path: '/api/reservation',
    body: {
      product_uuid: machine.id,
      start: day(1),
      end: day(3),
      status: 'confirmed',
      customer: { name: 'Ion Popescu', company: 'Constructii SRL', phone: '0722 123 456' },
      ...overrides,
    },
    as: 'bearer',
  });
  expect(answer.status).toBe(201);
  return answer.body.uuid;
}

/** The calendar's lines, unfolded (RFC 5545 §3.1). */
const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('the reservation feed address', () => {
  it('is made on the first read, with 32+ random url-safe bytes, and stays the same', async () => {
    const url = await feedUrl();
    expect(url).toMatch(/^https?:\/\/[^/]+\/api\/reservation\/calendar\/[A-Za-z0-9_-]{43,}\.ics$/);
    expect(await feedUrl()).toBe(url);
    const answer = await calendar(fileOf(url));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('cache-control')).toContain('no-store');
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('answers 404 in the API error body to any other address', async () => {
    const url = await feedUrl();
    const secret = fileOf(url).replace(/\.ics$/, '');
    const wrong = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}.ics`;
    for (const file of [wrong, secret, `${secret}.ical`, 'x.ics', `${secret}.ics.ics`]) {
      const answer = await calendar(file);
      expect(answer.status, file).toBe(404);
      expect(answer.body).toEqual({ errors: [{ msg: 'NOT_FOUND' }] });
    }
  });

  it('answers 404 before any admin has asked for the address', async () => {
    const answer = await calendar(`${'a'.repeat(43)}.ics`);
    expect(answer.status).toBe(404);
  });

  it('is renewed by POST …/renew: the old address is 404 from then on', async () => {
    const old = await feedUrl();
    const renewed = await call<{ url: string }>(renewRoute, {
      method: 'POST',
      path: '/api/reservation/feed/renew',
      as: 'bearer',
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.url).not.toBe(old);
    expect(await feedUrl()).toBe(renewed.body.url);
    expect((await calendar(fileOf(old))).status).toBe(404);
    expect((await calendar(fileOf(renewed.body.url))).status).toBe(200);
  });

  it('answers 429 to a client past its wrong secrets, whatever it asks; right secrets never count', async () => {
    const right = fileOf(await feedUrl());
    const wrong = `${'b'.repeat(43)}.ics`;
    const { limit } = RATE_LIMITS.feedGuessesPerIp;
    // A phone reading the right address many times spends nothing.
    for (let i = 0; i < limit + 2; i += 1) {
      expect((await calendar(right, '198.51.100.7')).status).toBe(200);
    }
    for (let i = 1; i <= limit; i += 1) {
      expect((await calendar(wrong, '203.0.113.9')).status, `guess ${i}`).toBe(404);
    }
    for (const file of [wrong, right]) {
      const refused = await calendar(file, '203.0.113.9');
      expect(refused.status, file).toBe(429);
      expect(refused.body).toEqual({ errors: [{ msg: 'TOO_MANY_REQUESTS' }] });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The phone, another client, still reads its calendar.
    expect((await calendar(right, '198.51.100.7')).status).toBe(200);
  });

  it('is for the admin only', async () => {
    expect((await call(feedRoute, { path: '/api/reservation/feed' })).status).toBe(401);
    const renew = await call(renewRoute, { method: 'POST', path: '/api/reservation/feed/renew' });
    expect(renew.status).toBe(401);
  });
});

describe('the reservation feed', () => {
  it('holds confirmed and out reservations as all-day events, DTEND the day after the last', async () => {
    const confirmed = await reserve();
    const out = await reserve({ start: day(5), end: day(5), status: 'out' });
    await reserve({ start: day(8), end: day(9), status: 'tentative' });
    const cancelled = await reserve({ start: day(10), end: day(11) });
    await call(updateRoute, {
      method: 'PUT',
      path: `/api/reservation/${cancelled}`,
      params: { uuid: cancelled },
      body: {
        product_uuid: machine.id,
        start: day(10),
        end: day(11),
        status: 'cancelled',
        customer: { name: 'Anulat' },
      },
      as: 'bearer',
    });
    const text = (await calendar(fileOf(await feedUrl()))).body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n|\r/);
    const lines = unfold(text);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain(`UID:${confirmed}@rezervari.inchirieri-utilaje`);
    expect(lines).toContain(`UID:${out}@rezervari.inchirieri-utilaje`);
    expect(lines).toContain(`DTSTART;VALUE=DATE:${compact(1)}`);
    expect(lines).toContain(`DTEND;VALUE=DATE:${compact(4)}`);
    expect(lines).toContain(`DTSTART;VALUE=DATE:${compact(5)}`);
    expect(lines).toContain(`DTEND;VALUE=DATE:${compact(6)}`);
    expect(lines).toContain(`SUMMARY:${machine.model} – Ion Popescu (Constructii SRL)`);
    expect(text).not.toContain('Anulat');
    expect(lines.some((line) => line.startsWith(`DTSTART;VALUE=DATE:${compact(8)}`))).toBe(false);
    // The same reservation keeps its UID when it changes.
    const again = unfold((await calendar(fileOf(await feedUrl()))).body);
    expect(again.filter((line) => line.startsWith('UID:'))).toEqual(
      lines.filter((line) => line.startsWith('UID:')),
    );
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', async () => {
    await reserve({
      units: 1,
      customer: {
        name: 'Ștefănescu, Ion; „Șantier” \\ Nord',
        company: 'Construcții Îndrăznețe și Asociații pentru Șantiere Mari SRL',
      },
      notes: 'Prima linie\nA doua linie, cu virgulă; și punct și virgulă',
    });
    const text = (await calendar(fileOf(await feedUrl()))).body;
    for (const line of text.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    }
    const lines = unfold(text);
    const summary = lines.find((line) => line.startsWith('SUMMARY:'));
    expect(summary).toBe(
      `SUMMARY:${machine.model} – Ștefănescu\\, Ion\\; „Șantier” \\\\ Nord (Construcții Îndrăznețe și Asociații pentru Șantiere Mari SRL)`,
    );
    const description = lines.find((line) => line.startsWith('DESCRIPTION:'));
    expect(description).toContain('Note: Prima linie\\nA doua linie\\, cu virgulă\\; și punct');
    expect(text).not.toContain('\uFFFD');
  });
});
