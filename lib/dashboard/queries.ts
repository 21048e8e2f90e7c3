import 'server-only';
import { and, asc, count, desc, eq, gt, gte, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { categories, contactRequests, mailOutbox, products } from '@/db/schema';
import type { MailKind } from '@/lib/mail/outbox';
import { ROMANIA_TIME_ZONE } from '@/lib/romania-time';
import { categoryOfProduct, liveProduct } from '@/lib/trash/live';

/** The dashboard's span for requests: this week and the 11 before it (weeks start on Monday). */
export const DASHBOARD_WEEKS = 12;
/** How many entries each top list and each to-do list shows. */
export const DASHBOARD_LIST_SIZE = 5;

export interface WeekCount {
  /** The week's Monday, YYYY-MM-DD, in the company's time zone. */
  week: string;
  count: number;
}

export interface Ranked {
  name: string;
  count: number;
}

export interface RankedMachine extends Ranked {
  /** The machine's page, or null when it has no category any more. */
  path: string | null;
}

const thisWeek = sql`date_trunc('week', now() at time zone ${ROMANIA_TIME_ZONE})`;
/** The first instant of the dashboard's first week, as a timestamptz. */
const windowStart = sql`((${thisWeek} - make_interval(weeks => ${DASHBOARD_WEEKS - 1})) at time zone ${ROMANIA_TIME_ZONE})`;

/** Offer requests received per week, oldest week first, weeks without any included. */
export async function requestsPerWeek(): Promise<WeekCount[]> {
  const result = await getDb().execute(sql`
    select to_char(weeks.week, 'YYYY-MM-DD') as week, count(${contactRequests.id})::int as count
    from generate_series(${thisWeek} - make_interval(weeks => ${DASHBOARD_WEEKS - 1}), ${thisWeek}, interval '1 week') as weeks(week)
    left join ${contactRequests}
      on date_trunc('week', ${contactRequests.createdAt} at time zone ${ROMANIA_TIME_ZONE}) = weeks.week
    group by weeks.week
    order by weeks.week`);
  return (result as unknown as { rows: WeekCount[] }).rows.map((row) => ({
    week: row.week,
    count: Number(row.count),
  }));
}

/** The categories ticked most often in the dashboard's weeks (a request may tick several). */
export async function topCategories(): Promise<Ranked[]> {
  const name = sql<string>`trim(ticked.name)`;
  const result = await getDb().execute(sql`
    select ${name} as name, count(*)::int as count
    from ${contactRequests}, unnest(string_to_array(${contactRequests.categories}, ',')) as ticked(name)
    where ${contactRequests.createdAt} >= ${windowStart} and ${name} <> ''
    group by 1
    order by 2 desc, 1
    limit ${DASHBOARD_LIST_SIZE}`);
  return (result as unknown as { rows: Ranked[] }).rows.map((row) => ({
    name: row.name,
    count: Number(row.count),
  }));
}

/** The machines whose offer button led to most requests in the dashboard's weeks. */
export async function topMachines(): Promise<RankedMachine[]> {
  const rows = await getDb()
    .select({
      name: products.model,
      slug: products.slug,
      categorySlug: categories.slug,
      count: count(),
    })
    .from(contactRequests)
    .innerJoin(products, and(eq(products.id, contactRequests.productId), liveProduct))
    .leftJoin(categories, categoryOfProduct)
    .where(gte(contactRequests.createdAt, windowStart))
    .groupBy(products.id, products.model, products.slug, categories.slug)
    .orderBy(desc(count()), asc(products.model))
    .limit(DASHBOARD_LIST_SIZE);
  return rows.map((row) => ({
    name: row.name,
    count: row.count,
    path: row.categorySlug ? `/categorie/${row.categorySlug}/utilaj/${row.slug}` : null,
  }));
}

export interface OpenRequests {
  count: number;
  /** The oldest requests still waiting: they are the ones to answer first. */
  oldest: { uuid: string; name: string; categories: string; createdAt: string }[];
}

/** Requests not yet marked handled in the inbox. */
export async function openRequests(): Promise<OpenRequests> {
  const db = getDb();
  const isNew = eq(contactRequests.status, 'new');
  const [[total], oldest] = await Promise.all([
    db.select({ count: count() }).from(contactRequests).where(isNew),
    db
      .select({
        id: contactRequests.id,
        firstName: contactRequests.firstName,
        lastName: contactRequests.lastName,
        categories: contactRequests.categories,
        createdAt: contactRequests.createdAt,
      })
      .from(contactRequests)
      .where(isNew)
      .orderBy(asc(contactRequests.createdAt))
      .limit(DASHBOARD_LIST_SIZE),
  ]);
  return {
    count: total?.count ?? 0,
    oldest: oldest.map((row) => ({
      uuid: row.id,
      name: [row.firstName, row.lastName].filter(Boolean).join(' '),
      categories: row.categories,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export interface FailedMails {
  count: number;
  latest: {
    kind: MailKind;
    to: string;
    attempts: number;
    lastError: string | null;
    createdAt: string;
  }[];
}

/** Mails the SMTP server refused or could not be reached for: still in the outbox, retried. */
export async function failedMails(): Promise<FailedMails> {
  const db = getDb();
  const failing = and(eq(mailOutbox.status, 'pending'), gt(mailOutbox.attempts, 0));
  const [[total], latest] = await Promise.all([
    db.select({ count: count() }).from(mailOutbox).where(failing),
    // Not the mail itself: only what the dashboard lists.
    db
      .select({
        kind: mailOutbox.kind,
        toAddresses: mailOutbox.toAddresses,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(failing)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(DASHBOARD_LIST_SIZE),
  ]);
  return {
    count: total?.count ?? 0,
    latest: latest.map((mail) => ({
      kind: mail.kind,
      to: mail.toAddresses,
      attempts: mail.attempts,
      lastError: mail.lastError,
      createdAt: mail.createdAt.toISOString(),
    })),
  };
}
