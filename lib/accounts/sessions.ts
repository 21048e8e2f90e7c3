import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/db/client';
import { users } from '@/db/schema';
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
