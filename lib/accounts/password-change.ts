import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { ApiError } from '@/lib/errors';
import type { AccountUser } from './login';
import { hashPassword, verifyPassword } from './password';
import { issueTokenPair, type TokenPair } from './refresh-tokens';
import { endAllSessions } from './sessions';

/**
 * The signed-in admin changes their password. Every other session ends (session_version
 * goes up, refresh tokens are revoked); the caller gets a fresh token pair, and the account
 * as it is now so a cookie session can be renewed too.
 */
export async function changePassword(
  userId: string,
  oldPassword: string,
  newPassword: string,
): Promise<{ user: AccountUser; tokens: TokenPair }> {
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
    const user = await endAllSessions(userId, tx);
    if (!user) throw new ApiError('UNAUTHORIZED');
    return { user, tokens: await issueTokenPair(user, tx) };
  });
}
