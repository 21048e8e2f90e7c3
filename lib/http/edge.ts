import type { NextRequest } from 'next/server';
import type { ResponseCookie } from 'next/dist/compiled/@edge-runtime/cookies';
import { ResponseCookies } from 'next/dist/server/web/spec-extension/cookies';
import { CONNECTION_ADDRESS_HEADER } from '@/server/edge.mjs';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/errors';
import { XSRF_COOKIE, XSRF_HEADER } from './xsrf-names';

/**
 * The HTTP edge of the app, in one place: who the client is (address, origin), the XSRF
 * token, and every cookie the server writes. Forwarded headers are believed only through
 * TRUSTED_PROXIES; the connection's own address comes from server.mjs, which sets it on
 * every request whatever the client sent.
 */

/** A cookie to write, with Next's own attribute names (written by Next's cookie API). */
export type CookieToSet = ResponseCookie;

/**
 * The client's address. With no trusted proxy it is the TCP peer (stamped by server.mjs);
 * with N proxies, each appending its peer to X-Forwarded-For, it is the N-th entry from the
 * right, so whatever the client wrote further left is ignored. 'unknown' when neither is
 * known (all such callers share one rate-limit bucket).
 */
export function clientAddress(headers: Headers): string {
  const proxies = env().TRUSTED_PROXIES;
  const connection = headers.get(CONNECTION_ADDRESS_HEADER)?.trim() || 'unknown';
  if (proxies === 0) return connection;
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return connection;
  // Fewer entries than proxies: the leftmost was still written by one of them.
  return chain[Math.max(0, chain.length - proxies)] ?? connection;
}

/** True when the site is served over https: cookies then carry Secure (and __Secure-). */
export function isHttpsSite(): boolean {
  return (env().NEXTAUTH_URL ?? env().siteUrl).startsWith('https://');
}

/** Writes cookies on a response through Next's cookie API. */
export function setCookies(response: Response, cookies: readonly CookieToSet[]): void {
  if (cookies.length === 0) return;
  const jar = new ResponseCookies(response.headers);
  for (const cookie of cookies) jar.set(cookie);
}

/** A cookie that deletes name (same path and Secure rule it was written with). */
export function expiredCookie(name: string, options: Partial<CookieToSet> = {}): CookieToSet {
  return { path: '/', ...options, name, value: '', maxAge: 0, expires: new Date(0) };
}

/** A fresh XSRF cookie; readable by the admin's scripts, which echo it in X-XSRF-TOKEN. */
export function newXsrfCookie(): CookieToSet {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return {
    name: XSRF_COOKIE,
    value: Buffer.from(bytes).toString('base64url'),
    path: '/',
    sameSite: 'strict',
    secure: isHttpsSite(),
  };
}

/**
 * A cookie-authenticated request that changes something must come from this site: the
 * X-XSRF-TOKEN header equals the XSRF-TOKEN cookie, the Origin (when sent) is the site's
 * own (scheme, host and port), and the browser does not call it cross-site.
 */
export function assertSameOriginWrite(request: NextRequest): void {
  if (!hasValidXsrfToken(request)) throw new ApiError('ERROR_XSRF');
  const origin = request.headers.get('origin');
  if (origin !== null && !isOwnOrigin(request, origin)) throw new ApiError('ERROR_XSRF');
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') {
    throw new ApiError('ERROR_XSRF');
  }
}

/**
 * A request the browser says it made from one of the site's own pages (Fetch Metadata), or
 * typed by the user; a browser that sends no Fetch Metadata must prove it with the XSRF
 * token. Used where a GET changes state for a cookie session (logout).
 */
export function isSameOriginNavigation(request: NextRequest): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin' || site === 'none';
  return hasValidXsrfToken(request);
}

function hasValidXsrfToken(request: NextRequest): boolean {
  const cookie = request.cookies.get(XSRF_COOKIE)?.value ?? '';
  const header = request.headers.get(XSRF_HEADER) ?? '';
  return cookie !== '' && constantTimeEqual(cookie, header);
}

/**
 * The Origin is SITE_URL's, or the one the client addressed (Host, or the forwarded host
 * and scheme when a trusted proxy wrote them). 'null' and unparsable values are foreign.
 */
function isOwnOrigin(request: NextRequest, origin: string): boolean {
  let parsed: string;
  try {
    parsed = new URL(origin).origin;
  } catch {
    return false;
  }
  if (parsed === 'null') return false;
  return parsed === new URL(env().siteUrl).origin || parsed === addressedOrigin(request);
}

function addressedOrigin(request: NextRequest): string | undefined {
  const trusted = env().TRUSTED_PROXIES > 0;
  const host =
    (trusted ? lastEntry(request.headers.get('x-forwarded-host')) : undefined) ??
    request.headers.get('host');
  if (!host) return undefined;
  const scheme =
    (trusted ? lastEntry(request.headers.get('x-forwarded-proto')) : undefined) ?? 'http';
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/** The entry the proxy next to the app wrote, in a comma-separated forwarded header. */
function lastEntry(value: string | null): string | undefined {
  const entry = value?.split(',').at(-1)?.trim();
  return entry || undefined;
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) {
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  }
  return difference === 0;
}
