import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { recordAudit } from '@/lib/audit/record';
import { ApiError } from '@/lib/errors';
import {
  enforceRateLimit,
  RATE_LIMITS,
  releaseRateLimitHit,
  type RateLimit,
} from '@/lib/rate-limit';
import { accountKey, trustedDeviceId } from './device-cookie';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './password';

/** The account facts a session or a token is made from. */
export interface AccountUser {
  id: string;
  username: string;
  sessionVersion: number;
}

/** An account in one of its sessions (lib/accounts/account-sessions.ts): what a cookie carries. */
export interface SessionUser extends AccountUser {
  sessionId: string;
}

/** Where a sign-in attempt comes from. */
export interface LoginOrigin {
  /** The client's address (lib/http/edge.ts clientAddress). */
  ip: string;
  /** The value of the device cookie the browser sent, if any. */
  deviceCookie?: string;
}

/**
 * The one login check, for POST /api/login and the admin UI's next-auth sign-in. An unknown
 * user and a wrong password give the same USER_LOGIN_FAILED after the same argon2 work.
 * Each attempt is counted before the check (parallel guesses cannot slip past a limit) and
 * a success takes its counts back. A browser with this account's device cookie is limited
 * per device only; any other is limited per IP and per account, so guesses from many
 * addresses lock out unknown browsers but never the admin's own.
 */
export async function checkLogin(
  username: string,
  password: string,
  origin: LoginOrigin,
): Promise<AccountUser> {
  const deviceId = trustedDeviceId(origin.deviceCookie, username);
  const limits: [string, RateLimit][] = deviceId
    ? [[`login:device:${deviceId}`, RATE_LIMITS.loginFailuresPerDevice]]
    : [
        [`login:ip:${origin.ip}`, RATE_LIMITS.loginPerIp],
        [`login:account:${accountKey(username)}`, RATE_LIMITS.loginFailuresPerAccount],
      ];
  for (const [key, rule] of limits) await enforceRateLimit(key, rule);

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
  if (!user || !valid) {
    // The name tried is kept as typed (shortened), so a guessing run is visible in 'Jurnal'.
    await recordAudit(
      getDb(),
      { action: 'sign-in-failed', type: 'session', label: username.slice(0, 100) },
      { accountId: user?.id ?? null, accountName: user?.username ?? '', address: origin.ip },
    );
    throw new ApiError('USER_LOGIN_FAILED');
  }

  for (const [key] of limits) await releaseRateLimitHit(key);
  return { id: user.id, username: user.username, sessionVersion: user.sessionVersion };
}
