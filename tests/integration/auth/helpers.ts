import { eq } from 'drizzle-orm';
import { encode } from 'next-auth/jwt';
import { POST as createCategoryRoute } from '@/app/api/category/create/route';
import { POST as loginRoute } from '@/app/api/login/route';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { env, resetEnvForTests } from '@/lib/env';
import { getSecret } from '@/lib/secrets';
import { call, ensureAdmin, ORIGIN, TEST_XSRF, testSession } from '../support/api';

export const ADMIN_PASSWORD = 'integration-admin-password';

/** Each test starts with no rate-limit counts (every test request comes from 'unknown'). */
export { clearRateLimits } from '../support/rate-limits';

export function login(username: string, password: string, headers?: Record<string, string>) {
  return call<{ token: string; refreshToken: string }>(loginRoute, {
    method: 'POST',
    path: '/api/login',
    body: { username, password },
    headers,
  });
}

export async function loginAsAdmin() {
  const admin = await ensureAdmin();
  const res = await login(env().ADMIN_USERNAME, ADMIN_PASSWORD);
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return { admin, ...res.body };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** The headers of an admin UI request carrying a session cookie made now (30 days by default). */
export async function cookieSession(maxAgeSeconds?: number) {
  const admin = await ensureAdmin();
  const sid = await testSession(admin.id, 'browser');
  const session = await encode({
    token: { sub: admin.id, name: admin.username, sessionVersion: admin.sessionVersion, sid },
    secret: getSecret('NEXTAUTH_SECRET'),
    maxAge: maxAgeSeconds,
  });
  return {
    cookie: `next-auth.session-token=${session}; XSRF-TOKEN=${TEST_XSRF}`,
    'x-xsrf-token': TEST_XSRF,
    origin: ORIGIN,
  };
}

export async function setAdminPassword(hash: string): Promise<void> {
  const admin = await ensureAdmin();
  await getDb().update(users).set({ passwordHash: hash }).where(eq(users.id, admin.id));
}

/** Points the app's mail delivery at url ('' for none). */
export function useSmtpUrl(url: string): void {
  process.env.SMTP_URL = url;
  resetEnvForTests();
}

/** An admin-only write, to see whether a credential still opens admin routes. */
export function createCategory(name: string, headers: Record<string, string>) {
  return call(createCategoryRoute, {
    method: 'POST',
    path: '/api/category/create',
    body: { name },
    headers,
  });
}
