import 'server-only';
import { eq, lt, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { ApiError } from '@/lib/errors';

export interface RateLimit {
  /** Requests (or failures) allowed in one window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Every limit of the site in one place. Sign-in counts attempts per IP and per account
 * (argon2 is costly, so counting before the check also caps the work one client can ask
 * for, even in parallel); a successful sign-in takes its own count back, so only failures
 * remain. A browser with the account's device cookie is counted per device instead
 * (lib/accounts/device-cookie.ts), so strangers' guesses cannot lock the admin out.
 * Reset counts requests per IP and per address, known or not, so the answer leaks nothing;
 * contact counts sent forms per IP; search counts API queries per IP (a person types a
 * few a minute; a script trying every word of a dictionary is slowed down). Vitals beacons:
 * a visitor's page load sends one or two, so 120 in 10 minutes is far past any reader and
 * stops a burst from one address; 240 an hour (four pages a minute for an hour) caps what a
 * steady sender stores. Datasheets count only those built for the request (not in
 * the cache): a person opens a few; a minute's budget caps what one client can make the
 * server build. Invitations count per inviting account: each mails an address of the
 * inviter's choosing, and a team grows by a few people, not dozens an hour. The reservation
 * feed counts wrong secrets per IP (a right one takes its count back): a phone still
 * subscribed to a renewed address asks every 5 minutes at most, 3 per window, while a
 * guesser is held to 40 an hour.
 */
export const RATE_LIMITS = {
  loginPerIp: { limit: 10, windowSeconds: 15 * 60 },
  loginFailuresPerAccount: { limit: 5, windowSeconds: 15 * 60 },
  loginFailuresPerDevice: { limit: 5, windowSeconds: 15 * 60 },
  resetPerIp: { limit: 5, windowSeconds: 60 * 60 },
  resetPerAddress: { limit: 5, windowSeconds: 60 * 60 },
  contactPerIp: { limit: 5, windowSeconds: 60 * 60 },
  vitalsPerIp: { limit: 120, windowSeconds: 10 * 60 },
  vitalsPerIpHour: { limit: 240, windowSeconds: 60 * 60 },
  searchPerIp: { limit: 60, windowSeconds: 60 },
  datasheetBuildsPerIp: { limit: 60, windowSeconds: 60 },
  invitesPerAccount: { limit: 10, windowSeconds: 60 * 60 },
  feedGuessesPerIp: { limit: 10, windowSeconds: 15 * 60 },
  /** Public availability (issue #35): a page view asks once; a script walking dates is slowed. */
  availabilityPerIp: { limit: 60, windowSeconds: 60 },
  /**
   * The customer's page of an offer (issue #44): a person opens it a few times; the link's
   * 256-bit secret cannot be guessed, so this only slows a script down. Accepting or
   * declining is done once: 10 tries in 15 minutes per client are plenty.
   */
  quotePagePerIp: { limit: 60, windowSeconds: 60 },
  quoteAnswersPerIp: { limit: 10, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimit>;

export interface RateLimitState {
  allowed: boolean;
  /** Seconds until the window ends; what Retry-After says. */
  retryAfterSeconds: number;
}

/**
 * Counts one hit on key in a fixed window, atomically, in the database (so every app
 * instance shares it): one INSERT … ON CONFLICT DO UPDATE that starts a new window when the
 * old one has ended. The database's clock decides, never the instances'.
 */
export async function hitRateLimit(key: string, rule: RateLimit): Promise<RateLimitState> {
  const windowEnd = sql`now() + make_interval(secs => ${rule.windowSeconds})`;
  const expired = sql`${rateLimits.windowEndsAt} <= now()`;
  const [row] = await getDb()
    .insert(rateLimits)
    .values({ key, count: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimits.count, retryAfterSeconds: secondsLeft() });
  if (Math.random() < 0.01) void pruneRateLimits().catch(() => {});
  return toState(row?.count ?? 1, row?.retryAfterSeconds, rule);
}

/** Takes back one hit on key (a successful sign-in is not a failure). */
export async function releaseRateLimitHit(key: string): Promise<void> {
  await getDb()
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** How many keys this process remembers as over their limit (the oldest go first). */
const MAX_BLOCKED_KEYS = 10_000;
// Keys the database has said are over their limit, with the time their window ends. Kept on
// globalThis: the proxy's bundle and the routes' share one process.
const BLOCKED = Symbol.for('inchirieri-utilaje.rate-limit-blocked');
const blockedSlot = globalThis as unknown as { [BLOCKED]?: Map<string, number> };
const blocked = () => (blockedSlot[BLOCKED] ??= new Map());

/**
 * Counts a hit and answers 429 TOO_MANY_REQUESTS with Retry-After when over the limit. Once
 * the database has said a key is over, this process refuses it from memory until its window
 * ends: a client flooding a limited route costs a map lookup, not a database write, per
 * request (each instance learns it from one write of its own).
 */
export async function enforceRateLimit(key: string, rule: RateLimit): Promise<void> {
  const until = blocked().get(key);
  if (until !== undefined) {
    const left = Math.ceil((until - Date.now()) / 1000);
    if (left > 0) assertAllowed({ allowed: false, retryAfterSeconds: left });
    blocked().delete(key);
  }
  const state = await hitRateLimit(key, rule);
  if (!state.allowed) remember(key, Date.now() + state.retryAfterSeconds * 1000);
  assertAllowed(state);
}

function remember(key: string, until: number): void {
  const keys = blocked();
  keys.delete(key);
  keys.set(key, until);
  for (const oldest of keys.keys()) {
    if (keys.size <= MAX_BLOCKED_KEYS) break;
    keys.delete(oldest);
  }
}

/** Seconds until `key` may be counted again, if this process knows it is over; else 0. */
export function blockedSecondsLeft(key: string): number {
  const until = blocked().get(key);
  return until === undefined ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

/** Forgets which keys were over their limit (tests that empty the database's counts). */
export function forgetBlockedKeys(): void {
  blocked().clear();
}

export function assertAllowed(state: RateLimitState): void {
  if (state.allowed) return;
  throw new ApiError('TOO_MANY_REQUESTS', undefined, {
    'Retry-After': String(state.retryAfterSeconds),
  });
}

async function pruneRateLimits(): Promise<void> {
  await getDb()
    .delete(rateLimits)
    .where(lt(rateLimits.windowEndsAt, sql`now() - interval '1 day'`));
}

function secondsLeft() {
  return sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowEndsAt} - now()))))::int`;
}

function toState(count: number, retryAfter: number | undefined, rule: RateLimit): RateLimitState {
  return { allowed: count <= rule.limit, retryAfterSeconds: Number(retryAfter ?? 1) };
}
