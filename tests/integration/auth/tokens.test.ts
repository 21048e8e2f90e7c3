import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as listCategoriesRoute } from '@/app/api/category/route';
import { GET as logoutRoute } from '@/app/api/logout/route';
import { POST as extendRoute } from '@/app/api/session/extend/route';
import { GET as sessionRoute } from '@/app/api/session/route';
import { POST as refreshRoute } from '@/app/api/token/refresh/route';
import { POST as rejectRoute } from '@/app/api/token/reject/route';
import { getDb } from '@/db/client';
import { refreshTokens } from '@/db/schema';
import { hashSecretToken } from '@/lib/accounts/secret-token';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';
import { bearer, clearRateLimits, cookieSession, createCategory, loginAsAdmin } from './helpers';

setupTestDatabase();
beforeEach(clearRateLimits);

const INVALID = { errors: [{ msg: 'INVALID_REFRESH_TOKEN' }] };

function refresh(refreshToken: string, user?: unknown) {
  return call<{ token: string; refreshToken: string }>(refreshRoute, {
    method: 'POST',
    path: '/api/token/refresh',
    body: { refreshToken, user },
  });
}

describe('refresh tokens', () => {
  it('rotate: a new pair, and the old refresh token is spent', async () => {
    const first = await loginAsAdmin();
    const second = await refresh(first.refreshToken, { uuid: first.admin.id, username: 'admin' });
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    expect((await createCategory('Buldozere', bearer(second.body.token))).status).toBe(201);
    const [old] = await getDb()
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashSecretToken(first.refreshToken)));
    expect(old?.replacedBy).toBeTruthy();
    // Only hashes are stored.
    const stored = await getDb().select({ hash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(stored.map((row) => row.hash)).not.toContain(first.refreshToken);
  });

  it('used twice: refused, and every refresh token of the user is revoked', async () => {
    const first = await loginAsAdmin();
    const other = await loginAsAdmin();
    const second = await refresh(first.refreshToken);
    expect(second.status).toBe(200);

    const replay = await refresh(first.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual(INVALID);
    // The thief's copy and the owner's newer tokens all stop working.
    expect((await refresh(second.body.refreshToken)).status).toBe(401);
    expect((await refresh(other.refreshToken)).status).toBe(401);
  });

  it('refuses unknown, rejected and expired tokens, and asks for the field', async () => {
    expect((await refresh('not-a-token')).body).toEqual(INVALID);

    const rejected = await loginAsAdmin();
    const reject = (refreshToken: string) =>
      call(rejectRoute, { method: 'POST', path: '/api/token/reject', body: { refreshToken } });
    expect((await reject(rejected.refreshToken)).status).toBe(200);
    expect((await reject('unknown-token')).status).toBe(200);
    expect((await refresh(rejected.refreshToken)).body).toEqual(INVALID);

    const expired = await loginAsAdmin();
    await getDb()
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(refreshTokens.tokenHash, hashSecretToken(expired.refreshToken)));
    expect((await refresh(expired.refreshToken)).body).toEqual(INVALID);

    const missing = await call(refreshRoute, {
      method: 'POST',
      path: '/api/token/refresh',
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      errors: [{ msg: 'REQUIRED_REFRESH_TOKEN', param: 'refreshToken' }],
    });
  });
});

describe('GET /api/logout', () => {
  it("ends the caller's session (its bearer and refresh tokens) and clears the cookie; other devices stay", async () => {
    const api = await loginAsAdmin();
    const cookie = await cookieSession();
    expect((await createCategory('Excavatoare mici', cookie)).status).toBe(201);

    const out = await call(logoutRoute, { path: '/api/logout', headers: bearer(api.token) });
    expect(out.status).toBe(200);
    const setCookies = out.headers.getSetCookie();
    for (const name of ['next-auth.session-token', '__Secure-next-auth.session-token']) {
      const header = setCookies.find((value) => value.startsWith(`${name}=;`));
      expect(header, name).toMatch(/Max-Age=0/);
    }
    expect(setCookies.find((value) => value.startsWith('__Secure-'))).toMatch(/; Secure/);

    expect((await createCategory('Excavatoare mari', bearer(api.token))).status).toBe(401);
    expect((await refresh(api.refreshToken)).status).toBe(401);
    // The browser signed in elsewhere goes on until it signs out itself.
    expect((await createCategory('Excavatoare mari', cookie)).status).toBe(201);
    expect((await call(logoutRoute, { path: '/api/logout', headers: cookie })).status).toBe(200);
    expect((await createCategory('Excavatoare medii', cookie)).status).toBe(401);
    expect((await call(logoutRoute, { path: '/api/logout', headers: cookie })).status).toBe(401);
    // A new login works again.
    const again = await loginAsAdmin();
    expect((await createCategory('Excavatoare medii', bearer(again.token))).status).toBe(201);
  });

  it('is for signed-in callers only', async () => {
    expect((await call(logoutRoute, { path: '/api/logout' })).status).toBe(401);
  });
});

describe('admin UI session', () => {
  it('GET /api/session tells who is signed in and until when', async () => {
    const cookie = await cookieSession();
    const res = await call(sessionRoute, { path: '/api/session', headers: cookie });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ username: 'admin' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const left = Date.parse(res.body.expires_at) - Date.now();
    expect(left).toBeGreaterThan(0);
  });

  it('POST /api/session/extend issues a cookie with a fresh expiry that the guard accepts', async () => {
    // A session about to end in 60 s.
    const cookie = await cookieSession(60);
    const before = await call(sessionRoute, { path: '/api/session', headers: cookie });
    expect(Date.parse(before.body.expires_at) - Date.now()).toBeLessThan(61_000);

    const extended = await call(extendRoute, {
      method: 'POST',
      path: '/api/session/extend',
      headers: cookie,
    });
    expect(extended.status).toBe(200);
    const setCookie = extended.headers
      .getSetCookie()
      .find((value) => value.startsWith('next-auth'));
    expect(setCookie).toMatch(
      /^next-auth\.session-token=[^;]+; Path=\/; Expires=.+; HttpOnly; SameSite=lax$/i,
    );
    const value = setCookie!.split(';')[0]!;
    const after = await call(sessionRoute, {
      path: '/api/session',
      headers: { ...cookie, cookie: `${value}; XSRF-TOKEN=${cookie['x-xsrf-token']}` },
    });
    expect(after.status).toBe(200);
    // Eight hours by default.
    expect(Date.parse(after.body.expires_at) - Date.now()).toBeGreaterThan(7.9 * 3600_000);
    expect(after.body.expires_at).toBe(extended.body.expires_at.replace(/\.\d{3}Z$/, '.000Z'));
  });

  it('extend needs the XSRF header, and is not for bearer clients', async () => {
    const cookie = await cookieSession();
    const withoutXsrf = await call(extendRoute, {
      method: 'POST',
      path: '/api/session/extend',
      headers: { cookie: cookie.cookie },
    });
    expect(withoutXsrf.status).toBe(403);
    const api = await loginAsAdmin();
    const viaBearer = await call(extendRoute, {
      method: 'POST',
      path: '/api/session/extend',
      headers: bearer(api.token),
    });
    expect(viaBearer.status).toBe(400);
  });

  it('an expired session cookie is refused', async () => {
    const cookie = await cookieSession(-120);
    expect((await call(sessionRoute, { path: '/api/session', headers: cookie })).status).toBe(401);
    // Public routes still answer.
    expect(
      (await call(listCategoriesRoute, { path: '/api/category', headers: cookie })).status,
    ).toBe(200);
  });
});
