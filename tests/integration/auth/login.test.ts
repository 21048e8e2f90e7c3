import { beforeEach, describe, expect, it } from 'vitest';
import { POST as createCategoryRoute } from '@/app/api/category/create/route';
import { POST as loginRoute } from '@/app/api/login/route';
import { GET as sessionRoute } from '@/app/api/session/route';
import { verifyAccessToken } from '@/lib/accounts/tokens';
import { RATE_LIMITS } from '@/lib/rate-limit';
import { call, ensureAdmin } from '../support/api';
import { fromAddress } from '../support/client';
import { setupTestDatabase } from '../support/database';
import { ADMIN_PASSWORD, bearer, clearRateLimits, login } from './helpers';

setupTestDatabase();
beforeEach(clearRateLimits);

const FAILED = { errors: [{ msg: 'USER_LOGIN_FAILED' }] };

describe('POST /api/login', () => {
  it('answers a token with exp and user, and a refresh token', async () => {
    const admin = await ensureAdmin();
    const res = await login('admin', ADMIN_PASSWORD);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['refreshToken', 'token']);
    expect(res.body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [, payload] = res.body.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims.user).toEqual({ uuid: admin.id, username: 'admin' });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(await verifyAccessToken(res.body.token)).toMatchObject({ user: { uuid: admin.id } });
  });

  it('gives a wrong password and an unknown user the same answer', async () => {
    await ensureAdmin();
    const wrong = await login('admin', 'not-the-password');
    const unknown = await login('nobody', 'not-the-password');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual(FAILED);
    }
  });

  it('spends about the same time on an unknown user as on a wrong password', async () => {
    await ensureAdmin();
    let client = 0;
    const time = async (username: string) => {
      const started = performance.now();
      // A new client each time: the per-IP limit is not what this measures.
      const res = await login(username, 'not-the-password', fromAddress(`198.51.100.${++client}`));
      expect(res.status).toBe(401);
      return performance.now() - started;
    };
    await time('warm-up');
    const median = async (username: string) => {
      const runs: number[] = [];
      for (let i = 0; i < 5; i++) runs.push(await time(username));
      return runs.sort((a, b) => a - b)[2]!;
    };
    const wrong = await median('admin');
    const unknown = await median('nobody');
    // Both verify one argon2 hash; without the dummy hash an unknown user costs a few
    // percent of a wrong password. Generous bound: the suite runs in parallel on 2 cores.
    expect(unknown).toBeGreaterThan(wrong * 0.25);
  });

  it('asks for both fields', async () => {
    const res = await call(loginRoute, { method: 'POST', path: '/api/login', body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: [
        { msg: 'REQUIRED_USERNAME', param: 'username' },
        { msg: 'REQUIRED_PASSWORD', param: 'password' },
      ],
    });
    const empty = await login('admin', '');
    expect(empty.body).toEqual({ errors: [{ msg: 'REQUIRED_PASSWORD', param: 'password' }] });
  });

  it('gives a bearer token that opens an admin route', async () => {
    const { body } = await login('admin', ADMIN_PASSWORD);
    const created = await call(createCategoryRoute, {
      method: 'POST',
      path: '/api/category/create',
      body: { name: 'Compactoare' },
      headers: bearer(body.token),
    });
    expect(created.status).toBe(201);
    const session = await call(sessionRoute, { path: '/api/session', headers: bearer(body.token) });
    expect(session.body).toMatchObject({ user: { username: 'admin' } });
    expect(Date.parse(session.body.expires_at)).toBeGreaterThan(Date.now());
  });

  it('refuses an admin route without credentials, whatever middleware header is sent', async () => {
    for (const headers of [{}, { 'x-middleware-subrequest': 'middleware' }] as Record<
      string,
      string
    >[]) {
      const res = await call(createCategoryRoute, {
        method: 'POST',
        path: '/api/category/create',
        body: { name: 'Macarale' },
        headers,
      });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ errors: [{ msg: 'UNAUTHORIZED' }] });
    }
    const forged = await call(createCategoryRoute, {
      method: 'POST',
      path: '/api/category/create',
      body: { name: 'Macarale' },
      headers: bearer('eyJhbGciOiJub25lIn0.eyJ1c2VyIjp7InV1aWQiOiJ4In19.'),
    });
    expect(forged.status).toBe(401);
  });

  it('limits failed attempts per account with 429 and Retry-After', async () => {
    await ensureAdmin();
    const { limit } = RATE_LIMITS.loginFailuresPerAccount;
    for (let i = 0; i < limit; i++) {
      const res = await login('admin', 'wrong', fromAddress(`10.0.0.${i}`));
      expect(res.status).toBe(401);
    }
    const blocked = await login('admin', ADMIN_PASSWORD, fromAddress('10.0.1.1'));
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ errors: [{ msg: 'TOO_MANY_REQUESTS' }] });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.loginFailuresPerAccount.windowSeconds);
  });

  it('limits attempts per IP, whatever the account; successful sign-ins do not count', async () => {
    await ensureAdmin();
    const ip = fromAddress('203.0.113.7');
    const { limit } = RATE_LIMITS.loginPerIp;
    // An admin who signs in often from one office is never stopped.
    for (let i = 0; i < limit + 5; i++) {
      expect((await login('admin', ADMIN_PASSWORD, ip)).status).toBe(200);
    }
    for (let i = 0; i < limit; i++) expect((await login(`user${i}`, 'x', ip)).status).toBe(401);
    const blocked = await login('admin', ADMIN_PASSWORD, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another client is not affected.
    expect((await login('admin', ADMIN_PASSWORD, fromAddress('198.51.100.2'))).status).toBe(200);
  });
});
