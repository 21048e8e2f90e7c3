import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isHttpsSite, type CookieToSet } from '@/lib/http/edge';
import { getSecret } from '@/lib/secrets';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): every
 * successful sign-in leaves a signed cookie naming the account and a random device id. A
 * browser that brings one for the account it signs in to is known: strangers' failures
 * cannot lock it out, and its own failures lock only that device.
 */
const BASE_NAME = 'admin-device';
const LIFETIME_SECONDS = 180 * 24 * 60 * 60;

export function deviceCookieName(): string {
  return isHttpsSite() ? `__Host-${BASE_NAME}` : BASE_NAME;
}

/** A fresh device cookie for the account that just signed in. */
export function newDeviceCookie(username: string): CookieToSet {
  const deviceId = randomBytes(16).toString('base64url');
  const account = Buffer.from(accountKey(username)).toString('base64url');
  return {
    name: deviceCookieName(),
    value: `${account}.${deviceId}.${sign(account, deviceId)}`,
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: isHttpsSite(),
    maxAge: LIFETIME_SECONDS,
  };
}

/**
 * The device id of a cookie made by this site for this account, or null for a missing,
 * forged or foreign one (a device cookie of another account counts as none).
 */
export function trustedDeviceId(cookieValue: string | undefined, username: string): string | null {
  const [account, deviceId, signature, extra] = (cookieValue ?? '').split('.');
  if (!account || !deviceId || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(account, deviceId));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (Buffer.from(account, 'base64url').toString() !== accountKey(username)) return null;
  return deviceId;
}

/** The device cookie's value among a request's Cookie header, for next-auth's sign-in. */
export function deviceCookieFromHeader(cookieHeader: string | undefined): string | undefined {
  const name = deviceCookieName();
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** How an account name is compared everywhere in sign-in: trimmed, lower case. */
export function accountKey(username: string): string {
  return username.trim().toLowerCase();
}

function sign(account: string, deviceId: string): string {
  // The session secret, kept apart from its other use by the purpose in the message.
  return createHmac('sha256', getSecret('NEXTAUTH_SECRET'))
    .update(`device-cookie:${account}.${deviceId}`)
    .digest('base64url');
}
