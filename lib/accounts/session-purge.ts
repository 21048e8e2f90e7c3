import { lt, or, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { accountSessions } from '@/db/schema';

// No 'server-only' here: the server's start-up runs it with the trash purge, on a timer.

/**
 * Sessions are dropped 30 days after they ended or were last used: by then no cookie (8 h)
 * nor refresh token (30 days) of theirs works, and 'Sesiuni' no longer lists them.
 */
export const SESSION_KEEP_DAYS = 30;

export async function purgeOldSessions(executor: Executor): Promise<number> {
  const cutoff = sql`now() - make_interval(days => ${SESSION_KEEP_DAYS})`;
  const gone = await executor
    .delete(accountSessions)
    .where(or(lt(accountSessions.endedAt, cutoff), lt(accountSessions.lastUsedAt, cutoff)))
    .returning({ id: accountSessions.id });
  return gone.length;
}
