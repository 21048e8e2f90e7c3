import { count, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/vitals/route';
import { webVitals } from '@/db/schema';
import { forgetBlockedKeys, RATE_LIMITS } from '@/lib/rate-limit';
import { vitalsP75 } from '@/lib/vitals/queries';
import { call, ORIGIN } from '../support/api';
import { fromAddress } from '../support/client';
import { setupTestDatabase } from '../support/database';
import { clearRateLimits } from '../support/rate-limits';

/**
 * What one client can do to the vitals: one client once stored 960 rows in 1.4 s (120
 * beacons of 8 copies of LCP = 600000) and the dashboard's p75 home LCP became 600000.
 */
const database = setupTestDatabase();
const db = () => database.handle().db;

const send = (body: unknown, ip = '198.51.100.40') =>
  call(POST, {
    method: 'POST',
    path: '/api/vitals',
    rawBody: JSON.stringify(body),
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
      ...fromAddress(ip),
    },
  });

const lcp = (value: number, copies = 1) => ({
  page: 'home',
  device: 'mobile',
  metrics: Array.from({ length: copies }, () => ({ name: 'LCP', value })),
});

const stored = async () => (await db().select({ n: count() }).from(webVitals))[0]?.n ?? 0;
const homeLcp = async () =>
  (await vitalsP75(30)).find((row) => row.page === 'home' && row.metric === 'LCP');

beforeEach(async () => {
  await clearRateLimits(db());
  await db().delete(webVitals);
  // One hour for the whole test: a client's values are counted once per hour.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T10:20:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('one value per metric per page view', () => {
  it('stores one row for a beacon with 8 copies of LCP: the last', async () => {
    const body = lcp(1000, 8);
    body.metrics[7] = { name: 'LCP', value: 1200 };
    expect((await send(body)).status).toBe(204);
    const rows = await db()
      .select({ metric: webVitals.metric, value: webVitals.value })
      .from(webVitals);
    expect(rows).toEqual([{ metric: 'LCP', value: 1200 }]);
  });

  it('keeps one of each metric of a beacon', async () => {
    const res = await send({
      page: 'product',
      device: 'desktop',
      metrics: [
        { name: 'TTFB', value: 90 },
        { name: 'CLS', value: 0.1 },
        { name: 'TTFB', value: 95 },
        { name: 'CLS', value: 0.12 },
      ],
    });
    expect(res.status).toBe(204);
    expect(await stored()).toBe(2);
  });
});

describe('values outside what a browser can measure', () => {
  it.each([
    ['LCP', 600_000],
    ['LCP', 60_001],
    ['TTFB', 60_001],
    ['INP', 60_001],
    ['CLS', 10.01],
  ])('refuses %s = %d with 400, storing nothing', async (name, value) => {
    const res = await send({ page: 'home', device: 'mobile', metrics: [{ name, value }] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [{ msg: 'INVALID_REQUEST', param: 'metrics.0.value' }] });
    expect(await stored()).toBe(0);
  });

  it('takes the largest plausible values', async () => {
    const res = await send({
      page: 'home',
      device: 'mobile',
      metrics: [
        { name: 'LCP', value: 60_000 },
        { name: 'TTFB', value: 60_000 },
        { name: 'INP', value: 60_000 },
        { name: 'CLS', value: 10 },
      ],
    });
    expect(res.status).toBe(204);
    expect(await stored()).toBe(4);
  });

  it('leaves out of the p75 the implausible rows stored before the limit, without deleting them', async () => {
    const today = sql`(now() at time zone 'Europe/Bucharest')::date`;
    const row = { day: today, pageType: 'home', metric: 'LCP', device: 'mobile' } as const;
    await db()
      .insert(webVitals)
      .values([{ ...row, value: 1000 }, ...Array(9).fill({ ...row, value: 600_000 })]);
    expect(await homeLcp()).toMatchObject({ p75: 1000, samples: 1 });
    expect(await stored()).toBe(10);
  });
});

describe('a client sending many beacons', () => {
  it('is cut off after an hour’s worth of page views, past the 10-minute budget', async () => {
    const burst = RATE_LIMITS.vitalsPerIp.limit;
    const { limit } = RATE_LIMITS.vitalsPerIpHour;
    expect(limit).toBeGreaterThan(burst);
    let accepted = 0;
    for (let index = 0; index < limit + 5; index++) {
      const res = await send(lcp(1000 + index));
      if (res.status === 204) accepted++;
      else if (accepted % burst === 0 && accepted < limit) {
        // The 10-minute budget is spent: ten minutes later, it is whole again.
        expect(res.status).toBe(429);
        await db().execute(
          sql`update rate_limits set window_ends_at = now() where key like 'vitals:ip:%'`,
        );
        forgetBlockedKeys();
      } else expect(res.status).toBe(429);
    }
    expect(accepted).toBe(limit);
    expect((await send(lcp(1000))).status).toBe(429);
    expect((await send(lcp(1000), '198.51.100.41')).status).toBe(204);
  });

  it('moves the p75 no more than one real visitor would', async () => {
    const visitors = [800, 900, 1000, 1100, 1200, 1300, 1400, 1500, 1600, 1700, 1800, 1900];
    for (const [index, value] of visitors.entries()) {
      expect((await send(lcp(value), `203.0.113.${index + 1}`)).status).toBe(204);
    }
    const before = await homeLcp();

    // One more real visitor with a slow page…
    expect((await send(lcp(59_000), '203.0.113.100')).status).toBe(204);
    const oneVisitor = await homeLcp();
    await db().execute(sql`delete from web_vitals where value = 59000`);
    expect(await homeLcp()).toEqual(before);

    // …against one client sending 100 beacons of 8 copies of it.
    for (let index = 0; index < 100; index++) await send(lcp(59_000, 8), '198.51.100.66');
    const flood = await homeLcp();
    expect(flood).toEqual(oneVisitor);
    expect(flood!.p75).toBeLessThan(2000);
  });

  it('stores a hashed client key with each row, never the address, another each hour', async () => {
    expect((await send(lcp(1000), '198.51.100.77')).status).toBe(204);
    expect((await send(lcp(1100), '198.51.100.77')).status).toBe(204);
    expect((await send(lcp(1200), '198.51.100.78')).status).toBe(204);
    const rows = await db().select().from(webVitals);
    expect(JSON.stringify(rows)).not.toContain('198.51.100');
    // The next hour, the same address is another client.
    vi.setSystemTime(new Date('2026-11-20T11:00:00Z'));
    expect((await send(lcp(1300), '198.51.100.77')).status).toBe(204);
    const keys = await db().select({ key: webVitals.clientKey }).from(webVitals);
    expect(new Set(keys.map((row) => row.key)).size).toBe(3);
    expect(keys.every((row) => typeof row.key === 'string' && row.key.length >= 16)).toBe(true);
  });
});
