import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { ApiError } from '@/lib/errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/** A fresh XSRF cookie; readable by the admin's scripts, which echo it in X-XSRF-TOKEN. */
export function newXsrfCookie(secure: boolean): string {
  const token = randomBytes(24).toString('base64url');
  return `${XSRF_COOKIE}=${token}; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/**
 * A cookie-authenticated request that changes something must come from this site: the
 * X-XSRF-TOKEN header equals the XSRF-TOKEN cookie and the Origin, when sent, is ours.
 */
export function assertSameSiteRequest(request: NextRequest): void {
  const cookie = request.cookies.get(XSRF_COOKIE)?.value ?? '';
  const header = request.headers.get(XSRF_HEADER) ?? '';
  if (!cookie || !safeEqual(cookie, header)) throw new ApiError('ERROR_XSRF');
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (origin && (!host || new URL(origin).host !== host)) throw new ApiError('ERROR_XSRF');
  if (request.headers.get('sec-fetch-site') === 'cross-site') throw new ApiError('ERROR_XSRF');
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
