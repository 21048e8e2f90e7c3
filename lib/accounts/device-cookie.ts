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
export function newDeviceCookie(username: string, now = Date.now()): CookieToSet {
  const account = Buffer.from(accountKey(username)).toString('base64url');
  const payload = `${account}.${Math.floor(now / 1000)}.${randomBytes(16).toString('base64url')}`;
  return {
    name: deviceCookieName(),
    value: `${payload}.${sign(payload)}`,
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: isHttpsSite(),
    maxAge: LIFETIME_SECONDS,
  };
}

/**
 * The device id of a cookie made by this site for this account in the last 180 days, or
 * null for a missing, forged, expired or foreign one (another account's counts as none).
 */
export function trustedDeviceId(
  cookieValue: string | undefined,
  username: string,
  now = Date.now(),
): string | null {
  const parts = (cookieValue ?? '').split('.');
  if (parts.length !== 4) return null;
  const [account = '', issuedAt = '', deviceId = '', signature = ''] = parts;
  const payload = `${account}.${issuedAt}.${deviceId}`;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const age = now / 1000 - Number(issuedAt);
  if (!(age >= -60 && age <= LIFETIME_SECONDS)) return null;
  if (Buffer.from(account, 'base64url').toString() !== accountKey(username)) return null;
  return deviceId;
}

/** How an account name is compared everywhere in sign-in: trimmed, lower case, bounded. */
export function accountKey(username: string): string {
  return username.trim().toLowerCase().slice(0, 128);
}

function sign(payload: string): string {
  // The session secret, kept apart from its other use by the purpose in the message.
  return createHmac('sha256', getSecret('NEXTAUTH_SECRET'))
    .update(`device-cookie:${payload}`)
    .digest('base64url');
}
