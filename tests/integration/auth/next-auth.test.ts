import { beforeEach, describe, expect, it } from 'vitest';
import type { JWT } from 'next-auth/jwt';
import { authOptions } from '@/lib/accounts/auth-options';
import { endAllSessions } from '@/lib/accounts/sessions';
import { resetEnvForTests } from '@/lib/env';
import { RATE_LIMITS } from '@/lib/rate-limit';
import { ensureAdmin } from '../support/api';
import { fromAddress } from '../support/client';
import { setupTestDatabase } from '../support/database';
import { ADMIN_PASSWORD, clearRateLimits } from './helpers';

setupTestDatabase();
beforeEach(clearRateLimits);

type Authorize = (
  credentials: Record<string, string> | undefined,
  request: { headers: Record<string, string> },
) => Promise<{ id: string; name: string; sessionVersion: number; sid: string } | null>;

function authorize(credentials: Record<string, string>, ip = '192.0.2.10') {
  const provider = authOptions().providers[0] as unknown as { options: { authorize: Authorize } };
  return provider.options.authorize(credentials, { headers: fromAddress(ip) });
}

async function jwt(params: { token: JWT; user?: unknown }): Promise<JWT> {
  const callback = authOptions().callbacks!.jwt! as (params: unknown) => Promise<JWT>;
  return callback({ account: null, ...params });
}

describe('next-auth (admin UI session)', () => {
  it('uses the JWT strategy, the login page and an 8-hour session unless configured', () => {
    const options = authOptions();
    expect(options.session).toMatchObject({ strategy: 'jwt', maxAge: 8 * 60 * 60 });
    expect(options.pages?.signIn).toBe('/admin/login');
    expect(options.secret).toBe('integration-nextauth-secret');
    process.env.AUTH_SESSION_SECONDS = '120';
    resetEnvForTests();
    try {
      expect(authOptions().session?.maxAge).toBe(120);
    } finally {
      delete process.env.AUTH_SESSION_SECONDS;
      resetEnvForTests();
    }
  });

  it('signs in with the same check as POST /api/login and puts sub, name, sessionVersion, sid in the token', async () => {
    const admin = await ensureAdmin();
    expect(await authorize({ username: 'admin', password: 'wrong' })).toBeNull();
    expect(await authorize({ username: 'nobody', password: 'wrong' })).toBeNull();
    expect(await authorize({ username: '', password: '' })).toBeNull();
    const user = await authorize({ username: 'admin', password: ADMIN_PASSWORD });
    expect(user).toEqual({
      id: admin.id,
      name: 'admin',
      sessionVersion: admin.sessionVersion,
      sid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    const token = await jwt({ token: { name: 'ignored' }, user });
    expect(token).toMatchObject({
      sub: admin.id,
      name: 'admin',
      sessionVersion: admin.sessionVersion,
      sid: user?.sid,
    });
    // Later reads of the session keep a current token…
    expect(await jwt({ token })).toEqual(token);
    // …and refuse one whose sessions were ended (next-auth then deletes the cookie).
    await endAllSessions(admin.id);
    await expect(jwt({ token })).rejects.toThrow('SESSION_ENDED');
  });

  it('shares the login rate limit', async () => {
    await ensureAdmin();
    const ip = '192.0.2.99';
    for (let i = 0; i < RATE_LIMITS.loginPerIp.limit; i++) {
      await authorize({ username: `user${i}`, password: 'x' }, ip);
    }
    await expect(authorize({ username: 'admin', password: ADMIN_PASSWORD }, ip)).rejects.toThrow(
      'TOO_MANY_REQUESTS',
    );
  });
});
