import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { ApiError } from '@/lib/errors';
import { clearRateLimit, enforceRateLimit, RATE_LIMITS } from '@/lib/rate-limit';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './password';

/** The account facts a session or a token is made from. */
export interface AccountUser {
  id: string;
  username: string;
  sessionVersion: number;
}

/**
 * The one login check, for POST /api/login and the admin UI's next-auth sign-in. An unknown
 * user and a wrong password give the same USER_LOGIN_FAILED after the same argon2 work.
 * Rate-limited per IP (every attempt) and per account name (attempts since the last
 * success, counted before checking so parallel guesses cannot slip past the limit).
 */
export async function checkLogin(
  username: string,
  password: string,
  ip: string,
): Promise<AccountUser> {
  await enforceRateLimit(`login:ip:${ip}`, RATE_LIMITS.loginPerIp);
  const accountKey = `login:account:${username.trim().toLowerCase()}`;
  await enforceRateLimit(accountKey, RATE_LIMITS.loginFailuresPerAccount);

  const [user] = await getDb()
    .select({
      id: users.id,
      username: users.username,
      sessionVersion: users.sessionVersion,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.username, username));
  const valid = await verifyPassword(user?.passwordHash ?? DUMMY_PASSWORD_HASH, password);
  if (!user || !valid) throw new ApiError('USER_LOGIN_FAILED');

  await clearRateLimit(accountKey);
  return { id: user.id, username: user.username, sessionVersion: user.sessionVersion };
}
