import { NextRequest, NextResponse } from 'next/server';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/errors';
import { XSRF_COOKIE, XSRF_HEADER } from './xsrf-names';

/**
 * The HTTP edge of the app, in one place: who the client is (address, origin), the XSRF
 * token, and every cookie the server reads outside a NextRequest or writes. Forwarded
 * headers are believed only from trusted proxies (client-address.ts); the connection's own
 * address comes from server.mjs, which sets it on every request whatever the client sent.
 */
export { clientAddress } from './client-address';

/** A cookie to write, with Next's own attribute names (written by Next's cookie API). */
export type CookieToSet = Extract<Parameters<NextResponse['cookies']['set']>, [unknown]>[0];

/** True when the site is served over https: cookies then carry Secure (and __Secure-). */
export function isHttpsSite(): boolean {
  return (env().NEXTAUTH_URL ?? env().siteUrl).startsWith('https://');
}

/**
 * The response with cookies added through Next's cookie API (NextResponse.cookies). A
 * response whose headers cannot change (a redirect, a fetched answer) is copied first.
 */
export function withCookies(response: Response, cookies: readonly CookieToSet[]): Response {
  if (cookies.length === 0) return response;
  const jar = new NextResponse(null);
  for (const cookie of cookies) jar.cookies.set(cookie);
  let target = response;
  try {
    for (const line of jar.headers.getSetCookie()) target.headers.append('Set-Cookie', line);
  } catch {
    target = new Response(response.body, response);
    for (const line of jar.headers.getSetCookie()) target.headers.append('Set-Cookie', line);
  }
  return target;
}

/** A cookie's value from a bare Cookie header (where no NextRequest is at hand). */
export function cookieFromHeader(cookieHeader: string | null, name: string): string | undefined {
  const request = new NextRequest('http://localhost/', {
    headers: cookieHeader ? { cookie: cookieHeader } : {},
  });
  return request.cookies.get(name)?.value;
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
 * X-XSRF-TOKEN header equals the XSRF-TOKEN cookie, the Origin (when sent) is SITE_URL's
 * (scheme, host and port), and the browser does not call it cross-site.
 */
export function assertSameOriginWrite(request: NextRequest): void {
  if (!hasValidXsrfToken(request)) throw new ApiError('ERROR_XSRF');
  assertOwnOrigin(request);
}

/**
 * The browser does not say the request comes from another site: the Origin (when sent) is
 * SITE_URL's and Fetch Metadata (when sent) is same-origin or none. Alone, for public writes
 * that cannot carry the XSRF header (a sendBeacon), it keeps other sites' pages out.
 */
export function assertOwnOrigin(request: NextRequest): void {
  const origin = request.headers.get('origin');
  if (origin !== null && !isOwnOrigin(origin)) throw new ApiError('ERROR_XSRF');
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

/** The Origin is SITE_URL's: same scheme, host and port. 'null' and unparsable values are not. */
function isOwnOrigin(origin: string): boolean {
  try {
    const parsed = new URL(origin).origin;
    return parsed !== 'null' && parsed === new URL(env().siteUrl).origin;
  } catch {
    return false;
  }
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) {
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  }
  return difference === 0;
}
