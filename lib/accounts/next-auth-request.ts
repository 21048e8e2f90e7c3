import 'server-only';
import type { NextRequest } from 'next/server';
import { ApiError } from '@/lib/errors';
import { readBodyBytes, readJsonBody } from '@/lib/http/body';
import { isHttpsSite } from '@/lib/http/edge';
import { errorBody } from '@/lib/http/handler';
import { MAX_SMALL_BODY_BYTES } from '@/lib/validation/limits';

/**
 * The requests next-auth's route handler gets: only the actions it serves the admin UI with
 * (next-auth/react's sign-in by form, csrf, session, providers, sign-out; its sign-in and
 * error redirects; the client's log), with a body and callback URLs it can read. next-auth
 * answers the rest with 500 (JSON it cannot parse, GET on the credentials callback, a
 * callbackUrl that is not a URL, an error code it writes raw into a Location header), so
 * they are refused here first: 404 UNKNOWN_API_PATH for an action or method it does not
 * serve, 400 for bad input. Nothing about a legitimate request is changed.
 */
const ACTIONS = new Map([
  ['GET', ['providers', 'session', 'csrf', 'signin', 'signout', 'error']],
  ['POST', ['signin', 'signout', 'callback', 'session', '_log']],
]);
/** The one provider (lib/accounts/auth-options.ts). */
const PROVIDER = 'credentials';
/** next-auth's error codes, and ours it passes on (TOO_MANY_REQUESTS). */
const ERROR_CODE = /^[A-Za-z_]{1,64}$/;

export async function assertNextAuthRequest(
  request: NextRequest,
  segments: readonly string[],
): Promise<void> {
  const [action = '', second, ...rest] = segments;
  if (!ACTIONS.get(request.method)?.includes(action) || rest.length > 0) {
    throw new ApiError('UNKNOWN_API_PATH');
  }
  const query = request.nextUrl.searchParams;
  if (action === 'error') {
    if (!ERROR_CODE.test(query.get('error') ?? second ?? 'Default')) {
      throw new ApiError('INVALID_REQUEST', 'error');
    }
  } else if (second !== undefined || action === 'callback') {
    if (second !== PROVIDER || (action !== 'signin' && action !== 'callback')) {
      throw new ApiError('UNKNOWN_API_PATH');
    }
  }
  const base = request.nextUrl.origin;
  const cookie = request.cookies.get(callbackUrlCookieName())?.value;
  const fromBody = request.method === 'POST' ? await bodyCallbackUrls(request) : [];
  for (const url of [...query.getAll('callbackUrl'), ...fromBody, cookie]) {
    if (url !== undefined) assertCallbackUrl(url, base);
  }
}

/** next-auth's own rule (and its redirect callback's): an http(s) URL, or a path from '/'. */
function assertCallbackUrl(value: unknown, base: string): void {
  let protocol = '';
  if (typeof value === 'string') {
    try {
      protocol = new URL(value, value.startsWith('/') ? base : undefined).protocol;
    } catch {
      // not a URL
    }
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new ApiError('INVALID_REQUEST', 'callbackUrl');
  }
}

/**
 * The body's callbackUrl values, read from a copy: next-auth reads the request
 * itself. A JSON body must be an object that JSON.parse takes (next-auth's parse throws
 * otherwise); a form never fails to parse; next-auth ignores any other body.
 */
async function bodyCallbackUrls(request: NextRequest): Promise<unknown[]> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const body = await readJsonBody(request.clone(), MAX_SMALL_BODY_BYTES);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new ApiError('INVALID_REQUEST');
    }
    const { callbackUrl } = body as Record<string, unknown>;
    return callbackUrl == null ? [] : [callbackUrl];
  }
  if (type.includes('application/x-www-form-urlencoded')) {
    const bytes = await readBodyBytes(request.clone(), MAX_SMALL_BODY_BYTES);
    return new URLSearchParams(bytes.toString('utf8')).getAll('callbackUrl');
  }
  return [];
}

/** next-auth's name for the cookie keeping the callback URL (the same rule as the session's). */
function callbackUrlCookieName(): string {
  return `${isHttpsSite() ? '__Secure-' : ''}next-auth.callback-url`;
}

/**
 * next-auth's own refusals (a 400 or a 500 whose body is a bare text or {}: a session update
 * without its csrf token, a configuration error) in the API's error body, with the cookies
 * it set. Its redirects, pages and JSON answers pass unchanged.
 */
export function inApiErrorBody(response: Response): Response {
  if (response.status !== 400 && response.status < 500) return response;
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  const msg = response.status === 400 ? 'INVALID_REQUEST' : 'INTERNAL_ERROR';
  return Response.json(errorBody([{ msg }]), { status: response.status, headers });
}
