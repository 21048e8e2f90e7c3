import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { getDb, type Executor } from '@/db/client';
import { products, reservationFeed, reservations } from '@/db/schema';
import { recordAudit } from '@/lib/audit/record';
import { enforceRateLimit, RATE_LIMITS, releaseRateLimitHit } from '@/lib/rate-limit';
import { absoluteUrl } from '@/lib/seo/urls';
import ro from '@/messages/ro.json';
import { RESERVATION_COLUMNS } from './columns';
import { addDays, todayInRomania } from './days';
import { buildCalendar, type FeedEvent } from './ics';
import { HOLDING_STATUSES } from './rules';

/*
 * The read-only iCalendar feed of the reservations that hold units (issue #35): staff
 * subscribe to it on their phones. The feed names customers, so its address carries a secret
 * (32 random bytes, base64url) kept in reservation_feed's one row; renewing it replaces the
 * secret, and the old address answers 404 like any unknown one.
 */

const FEED_ROW = 1;
const SECRET_BYTES = 32;
/** Reservations whose last day is older than this are left out of the feed. */
export const FEED_PAST_DAYS = 365;

const newSecret = () => randomBytes(SECRET_BYTES).toString('base64url');

export const feedPath = (secret: string) => `/api/reservation/calendar/${secret}.ics`;

/** The feed's secret, made on the first read (two first reads at once keep one). */
export async function feedSecret(db: Executor = getDb()): Promise<string> {
  await db
    .insert(reservationFeed)
    .values({ id: FEED_ROW, secret: newSecret() })
    .onConflictDoNothing();
  const [row] = await db
    .select({ secret: reservationFeed.secret })
    .from(reservationFeed)
    .where(eq(reservationFeed.id, FEED_ROW));
  if (!row) throw new Error('The reservation feed has no secret');
  return row.secret;
}

/** A new secret: the old address stops working at once. */
export async function renewFeedSecret(): Promise<string> {
  const secret = newSecret();
  await getDb().transaction(async (tx) => {
    await tx
      .insert(reservationFeed)
      .values({ id: FEED_ROW, secret })
      .onConflictDoUpdate({
        target: reservationFeed.id,
        set: { secret, createdAt: new Date() },
      });
    await recordAudit(tx, { action: 'update', type: 'feed', label: 'secret' });
  });
  return secret;
}

export const feedUrl = (secret: string) => absoluteUrl(feedPath(secret));

/** Whether `file` is '{secret}.ics' for the stored secret (compared in constant time). */
async function isFeedFile(file: string, db: Executor): Promise<boolean> {
  const match = /^([A-Za-z0-9_-]{32,128})\.ics$/.exec(file);
  if (!match) return false;
  const [row] = await db
    .select({ secret: reservationFeed.secret })
    .from(reservationFeed)
    .where(eq(reservationFeed.id, FEED_ROW));
  if (!row) return false;
  const given = Buffer.from(match[1]!);
  const stored = Buffer.from(row.secret);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The feed's texts: staff read it in Romanian. */
const t = createTranslator({ locale: 'ro', messages: ro, namespace: 'CalendarFeed' });

function describeReservation(row: FeedRow): string {
  const lines = [
    t('customer', { value: row.customerName }),
    row.customerCompany && t('company', { value: row.customerCompany }),
    row.customerPhone && t('phone', { value: row.customerPhone }),
    row.customerEmail && t('email', { value: row.customerEmail }),
    t('units', { value: row.units }),
    t('status', { status: row.status }),
    row.notes && t('notes', { value: row.notes }),
  ];
  return lines.filter(Boolean).join('\n');
}

type FeedRow = Awaited<ReturnType<typeof feedRows>>[number];

function feedRows(db: Executor, since: string) {
  return db
    .select({
      id: reservations.id,
      model: products.model,
      ...RESERVATION_COLUMNS,
      updatedAt: reservations.updatedAt,
    })
    .from(reservations)
    .innerJoin(products, eq(products.id, reservations.productId))
    .where(
      and(inArray(reservations.status, [...HOLDING_STATUSES]), gte(reservations.endDay, since)),
    )
    .orderBy(asc(reservations.startDay), asc(reservations.id));
}

/**
 * The calendar for '{secret}.ics', or null when the secret is not the feed's: confirmed and
 * out reservations (not tentative, returned or cancelled) whose last day is within the past
 * FEED_PAST_DAYS or later, each an all-day event named after the machine and the customer.
 * Each wrong secret counts against the client's RATE_LIMITS.feedGuessesPerIp (a right one
 * takes its count back); past it every secret, right or wrong, is 429 TOO_MANY_REQUESTS
 * until the window ends, so the answers say nothing about a guess.
 */
export async function readFeed(
  file: string,
  client: string,
  db: Executor = getDb(),
  now = new Date(),
): Promise<string | null> {
  const guesses = `feed:ip:${client}`;
  await enforceRateLimit(guesses, RATE_LIMITS.feedGuessesPerIp);
  if (!(await isFeedFile(file, db))) return null;
  await releaseRateLimitHit(guesses);
  const rows = await feedRows(db, addDays(todayInRomania(now), -FEED_PAST_DAYS));
  const events: FeedEvent[] = rows.map((row) => ({
    uid: `${row.id}@rezervari.inchirieri-utilaje`,
    first: row.startDay,
    last: row.endDay,
    summary: `${row.model}${row.units > 1 ? ` ×${row.units}` : ''} – ${row.customerName}${
      row.customerCompany ? ` (${row.customerCompany})` : ''
    }`,
    description: describeReservation(row),
    updatedAt: row.updatedAt,
  }));
  return buildCalendar(t('calendarName'), events);
}
