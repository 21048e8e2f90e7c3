import 'server-only';
import { encode } from 'next-auth/jwt';
import { env } from '@/lib/env';
import { getSecret } from '@/lib/secrets';
import type { AccountUser } from './login';

const BASE_NAME = 'next-auth.session-token';
const SECURE_PREFIX = '__Secure-';

/** next-auth's own rule: the __Secure- cookie when the site is served over https. */
export function isSessionCookieSecure(): boolean {
  return (env().NEXTAUTH_URL ?? env().siteUrl).startsWith('https://');
}

export function sessionCookieName(): string {
  return `${isSessionCookieSecure() ? SECURE_PREFIX : ''}${BASE_NAME}`;
}

/** The next-auth session token as next-auth writes it (sub, name, sessionVersion). */
export async function encodeSessionToken(user: AccountUser): Promise<string> {
  return encode({
    token: { sub: user.id, name: user.username, sessionVersion: user.sessionVersion },
    secret: getSecret('NEXTAUTH_SECRET'),
    maxAge: env().AUTH_SESSION_SECONDS,
  });
}

/**
 * A Set-Cookie header starting a fresh admin UI session for user, with the attributes
 * next-auth gives its own cookie, so next-auth and the guard both read it.
 */
export async function sessionCookieHeader(
  user: AccountUser,
): Promise<{ header: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + env().AUTH_SESSION_SECONDS * 1000);
  const value = await encodeSessionToken(user);
  const secure = isSessionCookieSecure() ? '; Secure' : '';
  return {
    header: `${sessionCookieName()}=${value}; Path=/; Expires=${expiresAt.toUTCString()}; HttpOnly; SameSite=Lax${secure}`,
    expiresAt,
  };
}

/**
 * Set-Cookie headers that delete the session cookie under both of next-auth's names, and
 * any chunk (name.0, name.1 …) next-auth split a large one into.
 */
export function clearSessionCookieHeaders(requestCookieNames: string[]): string[] {
  const names = new Set([BASE_NAME, SECURE_PREFIX + BASE_NAME]);
  for (const name of requestCookieNames) {
    if (name.replace(SECURE_PREFIX, '').startsWith(`${BASE_NAME}.`)) names.add(name);
  }
  return [...names].map((name) => {
    // A __Secure- cookie is only accepted (and so only deleted) with the Secure attribute.
    const secure = name.startsWith(SECURE_PREFIX) ? '; Secure' : '';
    return `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure}`;
  });
}
