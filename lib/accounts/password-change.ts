import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { recordAudit } from '@/lib/audit/record';
import { ApiError } from '@/lib/errors';
import type { SessionUser } from './login';
import { hashPassword, verifyPassword } from './password';
import { issueTokenPair, type TokenPair } from './refresh-tokens';
import { endAllSessions } from './sessions';

/**
 * The signed-in admin changes their password. Every other session ends (session_version
 * goes up, refresh tokens are revoked); the caller's session goes on with a fresh token pair,
 * and the account as it is now so a cookie session can be renewed too.
 */
export async function changePassword(
  caller: { userId: string; sessionId: string },
  oldPassword: string,
  newPassword: string,
): Promise<{ user: SessionUser; tokens: TokenPair }> {
  const { userId, sessionId } = caller;
  const [current] = await getDb()
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!current) throw new ApiError('UNAUTHORIZED');
  if (!(await verifyPassword(current.passwordHash, oldPassword))) {
    throw new ApiError('ERROR_OLD_PASSWORD_INCORRECT', 'oldPassword');
  }
  const passwordHash = await hashPassword(newPassword);
  return getDb().transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    const user = await endAllSessions(userId, tx, sessionId);
    if (!user) throw new ApiError('UNAUTHORIZED');
    await recordAudit(tx, {
      action: 'password',
      type: 'account',
      id: userId,
      label: user.username,
    });
    return { user: { ...user, sessionId }, tokens: await issueTokenPair(user, sessionId, tx) };
  });
}
