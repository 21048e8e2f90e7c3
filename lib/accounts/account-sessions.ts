import 'server-only';
import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/db/client';
import { accountSessions, refreshTokens, users } from '@/db/schema';
import { recordAudit } from '@/lib/audit/record';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/errors';
import { offsetOf, type PageQuery } from '@/lib/http/pagination';
import { UUID } from '@/lib/validation/patterns';
import { REFRESH_TOKEN_DAYS } from './refresh-tokens';

/**
 * Sign-ins as the 'Sesiuni' list shows them (issue #33). A browser session is the admin UI's
 * cookie; an API session is a refresh-token family from POST /api/login. Every cookie and
 * bearer token carries its session's id (`sid`), and the guard refuses it once the session
 * has ended: on the very next request, whichever device it is.
 */
export type SessionKind = (typeof accountSessions.kind.enumValues)[number];

/** Where a session was started from. */
export interface SessionOrigin {
  device: string;
  address: string;
}

/** last_used_at is written at most this often per session (one UPDATE a minute, not a request). */
const TOUCH_EVERY_SECONDS = 60;

/**
 * API sessions an account keeps running (issue #41): a script that signs in on every run
 * would otherwise add a row to 'Sesiuni' each time, for the 30 days its refresh token lives.
 * An API sign-in past this many ends the least recently used ones.
 */
export const MAX_API_SESSIONS = 10;

/**
 * Starts a session for an account that has just proved its password, and logs the sign-in
 * (issue #33) in the same transaction.
 */
export async function startSession(
  user: { id: string; username: string },
  kind: SessionKind,
  origin: SessionOrigin,
): Promise<string> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(accountSessions)
      .values({ userId: user.id, kind, device: origin.device, address: origin.address })
      .returning({ id: accountSessions.id });
    if (!row) throw new ApiError('INTERNAL_ERROR');
    if (kind === 'api') await endSurplusApiSessions(tx, user.id);
    await tx
      .update(users)
      .set({ lastSignInAt: sql`now()` })
      .where(eq(users.id, user.id));
    await recordAudit(
      tx,
      { action: 'sign-in', type: 'session', id: row.id, label: origin.device },
      { accountId: user.id, accountName: user.username, address: origin.address },
    );
    return row.id;
  });
}

/** Ends the account's running API sessions beyond the MAX_API_SESSIONS most recently used. */
async function endSurplusApiSessions(tx: Executor, userId: string): Promise<void> {
  const surplus = await tx
    .select({ id: accountSessions.id })
    .from(accountSessions)
    .where(
      and(
        eq(accountSessions.userId, userId),
        eq(accountSessions.kind, 'api'),
        isNull(accountSessions.endedAt),
      ),
    )
    .orderBy(desc(accountSessions.lastUsedAt), desc(accountSessions.startedAt))
    .offset(MAX_API_SESSIONS);
  for (const { id } of surplus) await endSessions(tx, userId, { only: id });
}

/** The account behind a live session, or undefined when either has ended. */
export interface LiveSession {
  id: string;
  username: string;
  sessionVersion: number;
}

/**
 * The account of userId when sessionId is one of its sessions still running; the session is
 * marked used. A token from before sessions existed (no sid) names no live session.
 */
export async function liveSession(
  userId: unknown,
  sessionId: unknown,
): Promise<LiveSession | undefined> {
  if (typeof userId !== 'string' || !UUID.test(userId)) return undefined;
  if (typeof sessionId !== 'string' || !UUID.test(sessionId)) return undefined;
  const [row] = await getDb()
    .select({
      id: users.id,
      username: users.username,
      sessionVersion: users.sessionVersion,
      stale: sql<boolean>`${accountSessions.lastUsedAt} < now() - make_interval(secs => ${TOUCH_EVERY_SECONDS})`,
    })
    .from(accountSessions)
    .innerJoin(users, eq(users.id, accountSessions.userId))
    .where(
      and(
        eq(accountSessions.id, sessionId),
        eq(accountSessions.userId, userId),
        isNull(accountSessions.endedAt),
      ),
    );
  if (!row) return undefined;
  if (row.stale) {
    await getDb()
      .update(accountSessions)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(accountSessions.id, sessionId));
  }
  return { id: row.id, username: row.username, sessionVersion: row.sessionVersion };
}

/** What GET /api/session/list answers for one session. */
export interface SessionEntry {
  id: string;
  kind: SessionKind;
  device: string;
  address: string;
  started: Date;
  lastUsed: Date;
}

/** The account's running sessions: not ended, and used within the life of their credential. */
function runningSessions(userId: string) {
  const browserSeconds = env().AUTH_SESSION_SECONDS;
  const apiSeconds = REFRESH_TOKEN_DAYS * 24 * 60 * 60;
  return and(
    eq(accountSessions.userId, userId),
    isNull(accountSessions.endedAt),
    sql`${accountSessions.lastUsedAt} > now() - make_interval(secs => case
      when ${accountSessions.kind} = 'browser' then ${browserSeconds}::int
      else ${apiSeconds}::int end)`,
  );
}

/**
 * The account's running sessions, the most recently used first: not ended, and used within
 * the life of their credential (a browser's cookie, 8 h by default; an API client's refresh
 * token, 30 days), past which they can no longer be used anyway. A page of them when `page`
 * is given ('Sesiuni' pages them as the other admin lists), with how many there are.
 */
export async function listSessions(
  userId: string,
  page?: PageQuery,
): Promise<{ items: SessionEntry[]; total: number }> {
  const where = runningSessions(userId);
  const rows = getDb()
    .select({
      id: accountSessions.id,
      kind: accountSessions.kind,
      device: accountSessions.device,
      address: accountSessions.address,
      started: accountSessions.startedAt,
      lastUsed: accountSessions.lastUsedAt,
    })
    .from(accountSessions)
    .where(where)
    .orderBy(desc(accountSessions.lastUsedAt), desc(accountSessions.startedAt))
    .$dynamic();
  if (!page) {
    const items = await rows;
    return { items, total: items.length };
  }
  const [items, [total]] = await Promise.all([
    rows.limit(page.limit).offset(offsetOf(page)),
    getDb().select({ value: count() }).from(accountSessions).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

/**
 * Ends sessions of userId: one (sessionId), or all but `except`, or all. Their refresh
 * tokens are revoked with them. Answers how many were running.
 */
export async function endSessions(
  executor: Executor,
  userId: string,
  which: { only: string } | { except?: string },
): Promise<number> {
  const scope = and(
    eq(accountSessions.userId, userId),
    isNull(accountSessions.endedAt),
    'only' in which
      ? eq(accountSessions.id, which.only)
      : which.except
        ? ne(accountSessions.id, which.except)
        : undefined,
  );
  const ended = await executor
    .update(accountSessions)
    .set({ endedAt: sql`now()` })
    .where(scope)
    .returning({ id: accountSessions.id });
  if (ended.length > 0) {
    const ids = ended.map(({ id }) => id);
    await executor
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(inArray(refreshTokens.sessionId, ids), isNull(refreshTokens.revokedAt)));
  }
  return ended.length;
}

/** Deconectare: the caller's own session ends, and the sign-out is logged. */
export async function signOut(userId: string, sessionId: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    await endSessions(tx, userId, { only: sessionId });
    await recordAudit(tx, { action: 'sign-out', type: 'session', id: sessionId });
  });
}

/** 'Sesiuni': the caller ends one of their own sessions; another's or an ended one is 404. */
export async function endOwnSession(userId: string, sessionId: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [session] = await tx
      .select({ device: accountSessions.device })
      .from(accountSessions)
      .where(and(eq(accountSessions.id, sessionId), eq(accountSessions.userId, userId)));
    if (!session || (await endSessions(tx, userId, { only: sessionId })) === 0) {
      throw new ApiError('ERROR_GET_SESSION', 'id');
    }
    await recordAudit(tx, {
      action: 'session',
      type: 'session',
      id: sessionId,
      label: session.device,
    });
  });
}

/** 'Deconectare de pe toate celelalte dispozitive': every session of the caller but this one. */
export async function endOtherSessions(userId: string, currentSessionId: string): Promise<number> {
  return getDb().transaction(async (tx) => {
    const ended = await endSessions(tx, userId, { except: currentSessionId });
    await recordAudit(tx, {
      action: 'session',
      type: 'session',
      id: currentSessionId,
      label: 'end-others',
      changes: [{ field: 'sessions', old: ended, new: 0 }],
    });
    return ended;
  });
}
