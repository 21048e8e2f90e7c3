import 'server-only';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { ApiError } from '@/lib/errors';

export interface RateLimit {
  /** Requests (or failures) allowed in one window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Every limit of the site in one place. Login counts every attempt per IP (argon2 is
 * costly, so this also caps the work one client can ask for) and only failures per account;
 * reset counts requests per IP and per address, known or not, so the answer leaks nothing;
 * contact counts sent forms per IP.
 */
export const RATE_LIMITS = {
  loginPerIp: { limit: 10, windowSeconds: 15 * 60 },
  loginFailuresPerAccount: { limit: 5, windowSeconds: 15 * 60 },
  resetPerIp: { limit: 5, windowSeconds: 60 * 60 },
  resetPerAddress: { limit: 5, windowSeconds: 60 * 60 },
  contactPerIp: { limit: 5, windowSeconds: 60 * 60 },
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

/** The current count of key without counting a hit (failed-login checks before the attempt). */
export async function peekRateLimit(key: string, rule: RateLimit): Promise<RateLimitState> {
  const [row] = await getDb()
    .select({ count: rateLimits.count, retryAfterSeconds: secondsLeft() })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowEndsAt, sql`now()`)));
  if (!row) return { allowed: true, retryAfterSeconds: 0 };
  return toState(row.count + 1, row.retryAfterSeconds, rule);
}

/** Forgets the count of key (a successful login clears its failures). */
export async function clearRateLimit(key: string): Promise<void> {
  await getDb().delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Counts a hit and answers 429 TOO_MANY_REQUESTS with Retry-After when over the limit. */
export async function enforceRateLimit(key: string, rule: RateLimit): Promise<void> {
  assertAllowed(await hitRateLimit(key, rule));
}

export function assertAllowed(state: RateLimitState): void {
  if (state.allowed) return;
  throw new ApiError('TOO_MANY_REQUESTS', undefined, {
    'Retry-After': String(state.retryAfterSeconds),
  });
}

/**
 * The client's address: the first X-Forwarded-For entry (set by the reverse proxy in
 * front of the app), else X-Real-IP, else 'unknown' (all such callers share one bucket).
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown';
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
