import 'server-only';
import { encode } from 'next-auth/jwt';
import { env } from '@/lib/env';
import { expiredCookie, isHttpsSite, type CookieToSet } from '@/lib/http/edge';
import { getSecret } from '@/lib/secrets';
import type { SessionUser } from './login';

const BASE_NAME = 'next-auth.session-token';
const SECURE_PREFIX = '__Secure-';

/** next-auth's own rule: the __Secure- cookie when the site is served over https. */
export function sessionCookieName(): string {
  return `${isHttpsSite() ? SECURE_PREFIX : ''}${BASE_NAME}`;
}

/** The next-auth session token as next-auth writes it (sub, name, sessionVersion, sid). */
export async function encodeSessionToken(user: SessionUser): Promise<string> {
  return encode({
    token: {
      sub: user.id,
      name: user.username,
      sessionVersion: user.sessionVersion,
      sid: user.sessionId,
    },
    secret: getSecret('NEXTAUTH_SECRET'),
    maxAge: env().AUTH_SESSION_SECONDS,
  });
}

/**
 * A cookie starting a fresh admin UI session for user, with the attributes next-auth gives
 * its own, so next-auth and the guard both read it.
 */
export async function sessionCookie(
  user: SessionUser,
): Promise<{ cookie: CookieToSet; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + env().AUTH_SESSION_SECONDS * 1000);
  const cookie: CookieToSet = {
    name: sessionCookieName(),
    value: await encodeSessionToken(user),
    path: '/',
    expires: expiresAt,
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttpsSite(),
  };
  return { cookie, expiresAt };
}

/**
 * Cookies that delete the session cookie under both of next-auth's names, and any chunk
 * (name.0, name.1 …) next-auth split a large one into.
 */
export function expiredSessionCookies(requestCookieNames: string[]): CookieToSet[] {
  const names = new Set([BASE_NAME, SECURE_PREFIX + BASE_NAME]);
  for (const name of requestCookieNames) {
    if (name.replace(SECURE_PREFIX, '').startsWith(`${BASE_NAME}.`)) names.add(name);
  }
  // A __Secure- cookie is only accepted (and so only deleted) with the Secure attribute.
  return [...names].map((name) =>
    expiredCookie(name, {
      httpOnly: true,
      sameSite: 'lax',
      secure: name.startsWith(SECURE_PREFIX),
    }),
  );
}
