import { SignJWT } from 'jose';
import { encode, type JWT } from 'next-auth/jwt';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as sessionRoute } from '@/app/api/session/route';
import { GET as categoryRoute } from '@/app/api/category/route';
import { authOptions } from '@/lib/accounts/auth-options';
import { getSecret } from '@/lib/secrets';
import { call, ensureAdmin } from '../support/api';
import { setupTestDatabase } from '../support/database';

/**
 * A token signed with the real secret whose user id is not a uuid (a leaked secret, a token
 * of another app sharing it, a future format) is no one: 401, never a database error.
 */
setupTestDatabase();
let sessionVersion: number;
beforeAll(async () => {
  sessionVersion = (await ensureAdmin()).sessionVersion;
});

const NOT_UUIDS: unknown[] = ['admin', '', '1', "x' OR 1=1 --", '\u0000', 42, { id: 1 }];

function bearerFor(uuid: unknown) {
  return new SignJWT({ user: { uuid, username: 'admin' }, sv: sessionVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode(getSecret('JWT_SECRET')));
}

function cookieFor(sub: unknown) {
  return encode({
    token: { sub, name: 'admin', sessionVersion } as JWT,
    secret: getSecret('NEXTAUTH_SECRET'),
  });
}

describe('a signed token whose user id is not a uuid', () => {
  it.each(NOT_UUIDS)('as a bearer token (%j): 401 on an admin route', async (uuid) => {
    const headers = { authorization: `Bearer ${await bearerFor(uuid)}` };
    const res = await call(sessionRoute, { path: '/api/session', headers });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ errors: [{ msg: 'UNAUTHORIZED' }] });
    // A public route reads the caller too: it just has none.
    expect((await call(categoryRoute, { path: '/api/category', headers })).status).toBe(200);
  });

  it.each(NOT_UUIDS)('as a session cookie (%j): 401 on an admin route', async (sub) => {
    const headers = { cookie: `next-auth.session-token=${await cookieFor(sub)}` };
    const res = await call(sessionRoute, { path: '/api/session', headers });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ errors: [{ msg: 'UNAUTHORIZED' }] });
  });

  it('ends the next-auth session instead of querying with it', async () => {
    const jwt = authOptions().callbacks!.jwt! as (params: unknown) => Promise<JWT>;
    for (const sub of NOT_UUIDS) {
      await expect(jwt({ token: { sub, sessionVersion } })).rejects.toThrow('SESSION_ENDED');
    }
  });
});
