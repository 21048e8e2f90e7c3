import { count, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/vitals/route';
import { rateLimits, webVitals } from '@/db/schema';
import { RATE_LIMITS } from '@/lib/rate-limit';
import { MAX_VITALS_BODY_BYTES } from '@/lib/vitals/metrics';
import { call, ORIGIN } from '../support/api';
import { fromAddress } from '../support/client';
import { setupTestDatabase } from '../support/database';
import { clearRateLimits } from '../support/rate-limits';

const database = setupTestDatabase();
const db = () => database.handle().db;

const beacon = {
  page: 'product',
  device: 'mobile',
  metrics: [
    { name: 'LCP', value: 2150.4 },
    { name: 'CLS', value: 0.02 },
    { name: 'TTFB', value: 180 },
  ],
};

/** A beacon as navigator.sendBeacon sends a string: text/plain, same-origin, no XSRF header. */
const send = (body: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) =>
  call(POST, {
    method: 'POST',
    path: '/api/vitals',
    rawBody: typeof body === 'string' ? body : JSON.stringify(body),
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
      ...fromAddress(options.ip ?? '198.51.100.20'),
      ...options.headers,
    },
  });

const stored = async () => (await db().select({ n: count() }).from(webVitals))[0]?.n ?? 0;

beforeEach(async () => {
  await clearRateLimits(db());
});

describe('POST /api/vitals', () => {
  // First in the file: the first beacon a process takes also drops what is past 90 days.
  it('keeps 90 days: a beacon drops the measures older than that, and only those', async () => {
    const today = sql`(now() at time zone 'Europe/Bucharest')::date`;
    const old = { pageType: 'home', metric: 'LCP', device: 'desktop', value: 1000 } as const;
    await db()
      .insert(webVitals)
      .values([
        { ...old, day: sql`${today} - 91` },
        { ...old, day: sql`${today} - 89` },
      ]);
    expect((await send(beacon)).status).toBe(204);
    const days = await db()
      .select({ age: sql<number>`(${today} - ${webVitals.day})::int`.mapWith(Number) })
      .from(webVitals);
    expect(days.map((row) => row.age).sort()).toEqual([0, 0, 0, 89]);
    await db().delete(webVitals);
  });

  it('stores each measure of a same-origin text/plain beacon under today, with no cookie back', async () => {
    const res = await send(beacon);
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toBeNull();
    const rows = await db()
      .select({
        page: webVitals.pageType,
        metric: webVitals.metric,
        device: webVitals.device,
        value: webVitals.value,
        today: sql<boolean>`${webVitals.day} = (now() at time zone 'Europe/Bucharest')::date`,
      })
      .from(webVitals)
      .orderBy(webVitals.metric);
    expect(rows).toEqual([
      { page: 'product', metric: 'CLS', device: 'mobile', value: 0.02, today: true },
      { page: 'product', metric: 'LCP', device: 'mobile', value: 2150.4, today: true },
      { page: 'product', metric: 'TTFB', device: 'mobile', value: 180, today: true },
    ]);
    await db().delete(webVitals);
  });

  it('takes application/json and a browser that sends no Origin or Fetch Metadata', async () => {
    const res = await call(POST, {
      method: 'POST',
      path: '/api/vitals',
      body: { page: 'home', device: 'desktop', metrics: [{ name: 'INP', value: 96 }] },
      headers: fromAddress('198.51.100.21'),
    });
    expect(res.status).toBe(204);
    expect(await stored()).toBe(1);
    await db().delete(webVitals);
  });

  const refused: [string, unknown][] = [
    ['an unknown metric', { ...beacon, metrics: [{ name: 'FID', value: 12 }] }],
    ['an unknown page type', { ...beacon, page: 'admin' }],
    ['an unknown device class', { ...beacon, device: 'tablet' }],
    ['a negative value', { ...beacon, metrics: [{ name: 'TTFB', value: -1 }] }],
    ['an LCP over a minute', { ...beacon, metrics: [{ name: 'LCP', value: 60_001 }] }],
    ['a CLS over 10', { ...beacon, metrics: [{ name: 'CLS', value: 10.01 }] }],
    ['a value that is not a number', { ...beacon, metrics: [{ name: 'LCP', value: '1200' }] }],
    ['no measures', { ...beacon, metrics: [] }],
    ['too many measures', { ...beacon, metrics: Array(9).fill({ name: 'CLS', value: 0 }) }],
    ['a list for a body', [beacon]],
    ['text that is not JSON', 'LCP=1200'],
    ['an empty body', ''],
  ];

  it.each(refused)('refuses %s with 400 and stores nothing', async (_, body) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].msg).toMatch(/^INVALID_/);
    expect(await stored()).toBe(0);
  });

  it('refuses a good beacon with one bad measure whole: nothing of it is stored', async () => {
    const res = await send({
      ...beacon,
      metrics: [...beacon.metrics, { name: 'CLS', value: 1e9 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({ msg: 'INVALID_REQUEST', param: 'metrics.3.value' });
    expect(await stored()).toBe(0);
  });

  it('cuts off a body of more than a few kB with 413, whatever it claims', async () => {
    const huge = JSON.stringify({ ...beacon, padding: 'x'.repeat(MAX_VITALS_BODY_BYTES) });
    expect((await send(huge)).status).toBe(413);
    const lying = await send(huge, { headers: { 'content-length': '100' } });
    expect(lying.status).toBe(413);
    expect(await stored()).toBe(0);
  });

  it('refuses a beacon from another site (403), stored nowhere', async () => {
    const foreignOrigin = await send(beacon, { headers: { origin: 'https://evil.example' } });
    expect(foreignOrigin.status).toBe(403);
    const crossSite = await send(beacon, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect(await stored()).toBe(0);
  });

  it('answers 429 with Retry-After past the per-IP limit, stores nothing more, other IPs go on', async () => {
    const { limit } = RATE_LIMITS.vitalsPerIp;
    await db()
      .insert(rateLimits)
      .values({
        key: 'vitals:ip:198.51.100.30',
        count: limit - 1,
        windowEndsAt: sql`now() + interval '5 minutes'`,
      });
    expect((await send(beacon, { ip: '198.51.100.30' })).status).toBe(204);
    const flooded = await send(beacon, { ip: '198.51.100.30' });
    expect(flooded.status).toBe(429);
    expect(flooded.body.errors[0].msg).toBe('TOO_MANY_REQUESTS');
    expect(Number(flooded.headers.get('retry-after'))).toBeGreaterThan(0);
    // Garbage counts too: a flood of it is refused before it is read.
    expect((await send('not json', { ip: '198.51.100.30' })).status).toBe(429);
    expect(await stored()).toBe(beacon.metrics.length);
    expect((await send(beacon, { ip: '198.51.100.31' })).status).toBe(204);
    await db().delete(webVitals);
  });
});
