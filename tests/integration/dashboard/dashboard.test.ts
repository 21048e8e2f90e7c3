import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as submitRoute } from '@/app/api/contact/route';
import { contactRequests, mailOutbox, products, webVitals } from '@/db/schema';
import {
  DASHBOARD_WEEKS,
  failedMails,
  openRequests,
  requestsPerWeek,
  topCategories,
  topMachines,
} from '@/lib/dashboard/queries';
import { vitalsP75 } from '@/lib/vitals/queries';
import { call } from '../support/api';
import { fromAddress } from '../support/client';
import { setupTestDatabase } from '../support/database';

const database = setupTestDatabase({ seeded: true });
const db = () => database.handle().db;
let machine: { model: string; slug: string };
let ipCounter = 0;

function sendRequest(fields: Record<string, unknown>) {
  return call(submitRoute, {
    method: 'POST',
    path: '/api/contact',
    body: { email: 'client@firma.ro', check: true, ...fields },
    headers: fromAddress(`203.0.113.${++ipCounter}`),
  });
}

/** A request stored as if it had come `weeksAgo` weeks ago (bypassing the form). */
async function storeRequestAgo(weeksAgo: number, categories: string) {
  await db()
    .insert(contactRequests)
    .values({
      consent: true,
      categories,
      status: 'handled',
      createdAt: sql`now() - make_interval(weeks => ${weeksAgo})`,
    });
}

beforeAll(async () => {
  const [first] = await db()
    .select({ model: products.model, slug: products.slug })
    .from(products)
    .orderBy(products.model)
    .limit(1);
  if (!first) throw new Error('the demo seed has no machine');
  machine = first;
  // This week: three from the form, two of them from one machine's offer button.
  for (const fields of [
    { categories: 'Excavatoare, Compactoare', model: machine.model },
    { categories: 'Excavatoare', model: machine.model },
    { categories: '', model: 'No Such Machine 9000' },
  ]) {
    expect((await sendRequest(fields)).status).toBe(201);
  }
  await storeRequestAgo(3, 'Compactoare');
  // Before the dashboard's twelve weeks: counted nowhere.
  await storeRequestAgo(DASHBOARD_WEEKS + 1, 'Excavatoare, Macarale');
});

describe('the dashboard', () => {
  it('counts requests per week over twelve weeks, this week last, empty weeks as 0', async () => {
    const weeks = await requestsPerWeek();
    expect(weeks).toHaveLength(DASHBOARD_WEEKS);
    expect(weeks.at(-1)?.count).toBe(3);
    expect(weeks.at(-4)?.count).toBe(1);
    expect(weeks.reduce((sum, week) => sum + week.count, 0)).toBe(4);
    // Mondays, one week apart.
    for (const [index, week] of weeks.entries()) {
      const day = new Date(`${week.week}T00:00:00Z`);
      expect(day.getUTCDay()).toBe(1);
      if (index > 0) {
        const previous = new Date(`${weeks[index - 1]?.week}T00:00:00Z`);
        expect(day.getTime() - previous.getTime()).toBe(7 * 24 * 3600 * 1000);
      }
    }
  });

  it('ranks the ticked categories, most asked first, only within the twelve weeks', async () => {
    expect(await topCategories()).toEqual([
      { name: 'Compactoare', count: 2 },
      { name: 'Excavatoare', count: 2 },
    ]);
  });

  it('ranks the machines whose offer button led to a request; unknown models count nowhere', async () => {
    const [top, ...rest] = await topMachines();
    expect(top).toMatchObject({ name: machine.model, count: 2 });
    expect(top?.path).toMatch(new RegExp(`^/categorie/[^/]+/utilaj/${machine.slug}$`));
    expect(rest).toEqual([]);
    const stored = await db()
      .select({ product: contactRequests.productId })
      .from(contactRequests)
      .where(eq(contactRequests.email, 'client@firma.ro'));
    expect(stored.filter((row) => row.product !== null)).toHaveLength(2);
  });

  it('counts the requests not yet handled, oldest first', async () => {
    const open = await openRequests();
    expect(open.count).toBe(3);
    expect(open.oldest).toHaveLength(3);
    const times = open.oldest.map((request) => request.createdAt);
    expect([...times].sort()).toEqual(times);
  });

  it('lists the mails the SMTP server has refused so far, not those waiting a first try', async () => {
    expect((await failedMails()).count).toBe(0);
    const [mail] = await db().select({ id: mailOutbox.id }).from(mailOutbox).limit(1);
    await db()
      .update(mailOutbox)
      .set({ attempts: 3, lastError: '550 mailbox unavailable' })
      .where(eq(mailOutbox.id, mail?.id ?? ''));
    const failed = await failedMails();
    expect(failed.count).toBe(1);
    expect(failed.latest[0]).toMatchObject({
      kind: 'contact',
      attempts: 3,
      lastError: '550 mailbox unavailable',
    });
  });

  it('computes the p75 of each metric per page type over the last 30 days', async () => {
    const today = sql`(now() at time zone 'Europe/Bucharest')::date`;
    const sample = (value: number, daysAgo = 0) => ({
      day: sql`${today} - ${daysAgo}::int`,
      pageType: 'home' as const,
      metric: 'LCP' as const,
      device: 'mobile' as const,
      value,
    });
    await db()
      .insert(webVitals)
      .values([
        ...Array.from({ length: 100 }, (_, index) => sample(index + 1, index % 30)),
        // 30 days ago: outside the span, however bad.
        sample(99_000, 30),
        { ...sample(0.3), metric: 'CLS', pageType: 'product' },
      ]);
    const rows = await vitalsP75(30);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.metric === 'LCP')).toEqual({
      page: 'home',
      metric: 'LCP',
      p75: 75.25,
      samples: 100,
    });
    expect(rows.find((row) => row.metric === 'CLS')).toMatchObject({ page: 'product', p75: 0.3 });
  });

  it('narrows the p75 to one class of device when asked', async () => {
    await db()
      .insert(webVitals)
      .values({
        day: sql`(now() at time zone 'Europe/Bucharest')::date`,
        pageType: 'home',
        metric: 'LCP',
        device: 'desktop',
        value: 900,
      });
    const lcp = (rows: Awaited<ReturnType<typeof vitalsP75>>) =>
      rows.find((row) => row.page === 'home' && row.metric === 'LCP');
    expect(lcp(await vitalsP75(30, 'desktop'))).toMatchObject({ p75: 900, samples: 1 });
    expect(lcp(await vitalsP75(30, 'mobile'))).toMatchObject({ p75: 75.25, samples: 100 });
    expect(lcp(await vitalsP75(30))?.samples).toBe(101);
  });
});
