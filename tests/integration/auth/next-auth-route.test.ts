import { NextRequest } from 'next/server';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as route from '@/app/api/auth/[...nextauth]/route';
import { ensureAdmin, ORIGIN } from '../support/api';
import { fromAddress } from '../support/client';
import { setupTestDatabase } from '../support/database';
import { inRequestScope } from '../support/request-scope';
import { ADMIN_PASSWORD, clearRateLimits } from './helpers';

/**
 * next-auth's route handler over HTTP, as next-auth/react drives it: the admin UI's flows
 * work as before, and what next-auth would answer with a 500 is a 4xx in the API's body.
 */
setupTestDatabase();
beforeAll(async () => {
  await ensureAdmin();
});
beforeEach(() => clearRateLimits());

interface Options {
  body?: string;
  type?: string;
  cookies?: Record<string, string>;
}

async function nextAuth(method: 'GET' | 'POST', path: string, options: Options = {}) {
  const url = new URL(path, ORIGIN);
  const headers = new Headers({ host: url.host, ...fromAddress('192.0.2.50') });
  if (options.body !== undefined) {
    headers.set('content-type', options.type ?? 'application/x-www-form-urlencoded');
  }
  const cookies = Object.entries(options.cookies ?? {});
  if (cookies.length) headers.set('cookie', cookies.map(([k, v]) => `${k}=${v}`).join('; '));
  const request = new NextRequest(url, { method, headers, body: options.body });
  // Next hands the handler decoded segments.
  const nextauth = url.pathname
    .replace(/^\/api\/auth\/?/, '')
    .split('/')
    .map(decodeURIComponent);
  const response = await inRequestScope(request, () =>
    route[method](request, { params: Promise.resolve({ nextauth }) }),
  );
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a page or an empty body
  }
  return {
    status: response.status,
    body,
    headers: response.headers,
    setCookies: setCookies(response),
  };
}

function setCookies(response: Response): Record<string, string> {
  return Object.fromEntries(
    response.headers.getSetCookie().map((line) => {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** A csrf token and its cookie, as next-auth/react fetches them before a sign-in or sign-out. */
async function csrf() {
  const res = await nextAuth('GET', '/api/auth/csrf');
  expect(res.status).toBe(200);
  const { csrfToken } = res.body as { csrfToken: string };
  return {
    csrfToken,
    cookies: { 'next-auth.csrf-token': res.setCookies['next-auth.csrf-token']! },
  };
}

async function signIn(password: string) {
  const { csrfToken, cookies } = await csrf();
  const body = form({
    username: 'admin',
    password,
    redirect: 'false',
    csrfToken,
    callbackUrl: `${ORIGIN}/admin/login`,
    json: 'true',
  });
  const res = await nextAuth('POST', '/api/auth/callback/credentials', { body, cookies });
  return { ...res, cookies };
}

const refused = (msg: string, param?: string) => ({
  errors: [param === undefined ? { msg } : { msg, param }],
});

describe('next-auth: the flows of the admin UI', () => {
  it('providers and csrf answer as before', async () => {
    const providers = await nextAuth('GET', '/api/auth/providers');
    expect(providers.status).toBe(200);
    expect(providers.body).toMatchObject({
      credentials: { id: 'credentials', type: 'credentials' },
    });
    const { csrfToken, cookies } = await csrf();
    expect(csrfToken).toMatch(/^[0-9a-f]{64}$/);
    expect(cookies['next-auth.csrf-token']).toContain(csrfToken);
  });

  it('signs in by form, reads the session, signs out', async () => {
    const admin = await ensureAdmin();
    const signedIn = await signIn(ADMIN_PASSWORD);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body).toEqual({ url: `${ORIGIN}/admin/login` });
    const session = signedIn.setCookies['next-auth.session-token'];
    expect(session).toBeTruthy();
    expect(signedIn.setCookies['admin-device']).toBeTruthy();

    const cookies = { ...signedIn.cookies, 'next-auth.session-token': session! };
    const read = await nextAuth('GET', '/api/auth/session', { cookies });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ user: { id: admin.id, name: 'admin' } });

    // next-auth/react's signOut asks for the csrf token again, with the cookies it has.
    const again = await nextAuth('GET', '/api/auth/csrf', { cookies });
    const { csrfToken } = again.body as { csrfToken: string };
    const out = await nextAuth('POST', '/api/auth/signout', {
      body: form({ csrfToken, callbackUrl: `${ORIGIN}/admin/login`, json: 'true' }),
      cookies,
    });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ url: `${ORIGIN}/admin/login` });
    expect(out.setCookies['next-auth.session-token']).toBe('');
  });

  it('a wrong password answers next-auth’s 401 with the error page address', async () => {
    const res = await signIn('wrong-password');
    expect(res.status).toBe(401);
    expect((res.body as { url: string }).url).toContain('error=CredentialsSignin');
    expect(res.setCookies['next-auth.session-token']).toBeUndefined();
  });

  it('redirects its sign-in and error pages to the admin login', async () => {
    const signin = await nextAuth('GET', '/api/auth/signin?callbackUrl=%2Fadmin');
    expect(signin.status).toBe(302);
    expect(signin.headers.get('location')).toBe(
      `/admin/login?callbackUrl=${encodeURIComponent(`${ORIGIN}/admin`)}`,
    );
    const error = await nextAuth('GET', '/api/auth/error?error=CredentialsSignin');
    expect(error.status).toBe(302);
    expect(error.headers.get('location')).toContain('error=CredentialsSignin');
  });

  it('an empty session is {} without a cookie', async () => {
    const res = await nextAuth('GET', '/api/auth/session');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
  });
});

describe('next-auth: bad input is a 4xx in the API’s error body', () => {
  it('GET on the credentials callback, and actions it does not serve: 404', async () => {
    for (const path of [
      '/api/auth/callback/credentials',
      '/api/auth/callback/github',
      '/api/auth/nope',
      '/api/auth/csrf/x',
      '/api/auth/session/x/y',
      '/api/auth/verify-request',
    ]) {
      const res = await nextAuth('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual(refused('UNKNOWN_API_PATH'));
    }
  });

  it.each([
    ['empty', ''],
    ['truncated', '{"csrfToken":'],
    ['NUL', '\u0000'],
    ['NUL in JSON', '{"csrfToken":"\u0000"}'],
  ])('POST /api/auth/csrf with an %s body: 404 whatever the type', async (_, body) => {
    for (const type of ['application/json', 'application/x-www-form-urlencoded', 'text/plain']) {
      const res = await nextAuth('POST', '/api/auth/csrf', { body, type });
      expect(res.status, type).toBe(404);
      expect(res.body).toEqual(refused('UNKNOWN_API_PATH'));
    }
  });

  it.each(['session', 'callback/credentials', 'signout', 'signin', '_log'])(
    'POST /api/auth/%s with a JSON body that does not parse: 400 INVALID_JSON',
    async (action) => {
      for (const body of ['', '{"csrfToken":', '\u0000', 'a=1', '['.repeat(10_000)]) {
        const res = await nextAuth('POST', `/api/auth/${action}`, {
          body,
          type: 'application/json',
        });
        expect(res.status, JSON.stringify(body.slice(0, 20))).toBe(400);
        expect(res.body).toEqual(refused('INVALID_JSON'));
      }
      const notObject = await nextAuth('POST', `/api/auth/${action}`, {
        body: '[1]',
        type: 'application/json',
      });
      expect(notObject.status).toBe(400);
      expect(notObject.body).toEqual(refused('INVALID_REQUEST'));
    },
  );

  it('POST /api/auth/session without a valid csrf token: 400 in the API’s body', async () => {
    for (const body of ['', '{"a":', '\u0000', 'csrfToken=%00']) {
      const res = await nextAuth('POST', '/api/auth/session', { body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(refused('INVALID_REQUEST'));
    }
  });

  it('a callbackUrl that is not an http(s) URL or a path, in the query, the body or the cookie: 400', async () => {
    for (const action of ['csrf', 'session', 'providers', 'signin', 'signout']) {
      for (const bad of ['%ED%A0%80', 'admin', 'javascript%3Aalert(1)', '%00']) {
        const res = await nextAuth('GET', `/api/auth/${action}?callbackUrl=${bad}`);
        expect(res.status, `${action} ${bad}`).toBe(400);
        expect(res.body).toEqual(refused('INVALID_REQUEST', 'callbackUrl'));
      }
    }
    const { csrfToken, cookies } = await csrf();
    const inForm = await nextAuth('POST', '/api/auth/callback/credentials', {
      body: form({ username: 'admin', password: ADMIN_PASSWORD, csrfToken, callbackUrl: 'x' }),
      cookies,
    });
    expect(inForm.status).toBe(400);
    expect(inForm.body).toEqual(refused('INVALID_REQUEST', 'callbackUrl'));
    const inJson = await nextAuth('POST', '/api/auth/signout', {
      body: JSON.stringify({ csrfToken, callbackUrl: 42 }),
      type: 'application/json',
      cookies,
    });
    expect(inJson.status).toBe(400);
    const inCookie = await nextAuth('GET', '/api/auth/session', {
      cookies: { 'next-auth.callback-url': 'not%20a%20url' },
    });
    expect(inCookie.status).toBe(400);
    expect(inCookie.body).toEqual(refused('INVALID_REQUEST', 'callbackUrl'));
  });

  it('an error code that is not a word: 400 (next-auth writes it raw into Location)', async () => {
    for (const path of ['/api/auth/error?error=%ED%A0%80', '/api/auth/error/%C8%99']) {
      const res = await nextAuth('GET', path);
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual(refused('INVALID_REQUEST', 'error'));
    }
  });

  it('a body over 64 KiB: 413', async () => {
    const res = await nextAuth('POST', '/api/auth/callback/credentials', {
      body: form({ username: 'admin', password: 'x'.repeat(70_000) }),
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual(refused('PAYLOAD_TOO_LARGE'));
  });
});
