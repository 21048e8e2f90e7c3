import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/db/client';
import { users } from '@/db/schema';
import { UUID } from '@/lib/validation/patterns';
import type { AccountUser } from './login';
import { endSessions } from './account-sessions';
import { revokeRefreshTokens } from './refresh-tokens';

/**
 * Ends every session of the user: raising session_version makes the guard refuse every
 * bearer token and session cookie issued before, the refresh tokens are revoked, and every
 * session of the 'Sesiuni' list ends but `keep` (the caller's, who is then given a fresh
 * cookie or token pair in it). Answers the user as it is now.
 */
export async function endAllSessions(
  userId: string,
  executor?: Executor,
  keep?: string,
): Promise<AccountUser | undefined> {
  if (!executor) return getDb().transaction((tx) => endAllSessions(userId, tx, keep));
  await endSessions(executor, userId, { except: keep });
  const [user] = await executor
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id, username: users.username, sessionVersion: users.sessionVersion });
  await revokeRefreshTokens(executor, userId);
  return user;
}

/** The user's current session version, or undefined when the account is gone. */
export async function currentSessionVersion(userId: unknown): Promise<number | undefined> {
  return (await findAccount(userId))?.sessionVersion;
}

/**
 * The account a token names, or undefined. The id comes from a token, which is signed but
 * not necessarily ours in form (another app sharing the secret, a future format): one that
 * is not a uuid names no one, and never reaches the query (PostgreSQL would refuse it).
 */
export async function findAccount(userId: unknown): Promise<AccountUser | undefined> {
  if (typeof userId !== 'string' || !UUID.test(userId)) return undefined;
  const [user] = await getDb()
    .select({ id: users.id, username: users.username, sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}
