import { eq } from 'drizzle-orm';
import { encode } from 'next-auth/jwt';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as endAccountSessionsRoute } from '@/app/api/account/[uuid]/end-sessions/route';
import { DELETE as endSessionRoute } from '@/app/api/session/[id]/route';
import { POST as endOthersRoute } from '@/app/api/session/end-others/route';
import { GET as listRoute } from '@/app/api/session/list/route';
import { POST as refreshRoute } from '@/app/api/token/refresh/route';
import { accountSessions, users } from '@/db/schema';
import { MAX_API_SESSIONS } from '@/lib/accounts/account-sessions';
import { getSecret } from '@/lib/secrets';
import { bearer, createCategory, loginAsAdmin } from '../auth/helpers';
import { call, ensureAdmin, ORIGIN, TEST_XSRF, testSession } from '../support/api';
import { setupTestDatabase } from '../support/database';
import { clearRateLimits } from '../support/rate-limits';

const database = setupTestDatabase();
const db = () => database.handle().db;

beforeEach(async () => {
  await clearRateLimits(db());
  await db().delete(accountSessions);
});

/** A browser of the admin: its own session, and the cookie and XSRF headers it sends. */
async function browser(user: { id: string; username: string; sessionVersion: number }) {
  const sid = await testSession(user.id, 'browser');
  const cookie = await encode({
    token: { sub: user.id, name: user.username, sessionVersion: user.sessionVersion, sid },
    secret: getSecret('NEXTAUTH_SECRET'),
  });
  return {
    sid,
    headers: {
      cookie: `next-auth.session-token=${cookie}; XSRF-TOKEN=${TEST_XSRF}`,
      'x-xsrf-token': TEST_XSRF,
      origin: ORIGIN,
    },
  };
}

type SessionWire = {
  id: string;
  kind: string;
  device: string;
  address: string;
  started: string;
  last_used: string;
  current: boolean;
};

const sessions = (headers: Record<string, string>) =>
  call<SessionWire[]>(listRoute, { path: '/api/session/list', headers });

const refresh = (refreshToken: string) =>
  call(refreshRoute, { method: 'POST', path: '/api/token/refresh', body: { refreshToken } });

let counter = 0;
const nextName = () => `Categorie sesiune ${++counter}`;

describe('sessions (issue #33)', () => {
  it('lists the caller’s sessions, browsers and API clients, and marks the current one', async () => {
    const admin = await ensureAdmin();
    const laptop = await browser(admin);
    const api = await loginAsAdmin();
    const listed = await sessions(laptop.headers);
    expect(listed.status).toBe(200);
    expect(listed.body.map((entry) => entry.kind).sort()).toEqual(['api', 'browser']);
    expect(listed.body.find((entry) => entry.current)?.id).toBe(laptop.sid);
    const viaApi = await sessions(bearer(api.token));
    expect(viaApi.body.find((entry) => entry.current)?.kind).toBe('api');
  });

  it('ending one session refuses its cookie, or its bearer and refresh tokens, on the next request', async () => {
    const admin = await ensureAdmin();
    const laptop = await browser(admin);
    const phone = await browser(admin);
    const api = await loginAsAdmin();
    const apiSession = (await sessions(bearer(api.token))).body.find((entry) => entry.current)!;

    const endPhone = await call(endSessionRoute, {
      method: 'DELETE',
      path: `/api/session/${phone.sid}`,
      params: { id: phone.sid },
      headers: laptop.headers,
    });
    expect(endPhone.status).toBe(200);
    expect((await createCategory(nextName(), phone.headers)).status).toBe(401);
    expect((await createCategory(nextName(), laptop.headers)).status).toBe(201);

    await call(endSessionRoute, {
      method: 'DELETE',
      path: `/api/session/${apiSession.id}`,
      params: { id: apiSession.id },
      headers: laptop.headers,
    });
    expect((await createCategory(nextName(), bearer(api.token))).status).toBe(401);
    expect((await refresh(api.refreshToken)).status).toBe(401);

    const again = await call(endSessionRoute, {
      method: 'DELETE',
      path: `/api/session/${phone.sid}`,
      params: { id: phone.sid },
      headers: laptop.headers,
    });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ errors: [{ msg: 'ERROR_GET_SESSION', param: 'id' }] });
  });

  it('cannot end another account’s session', async () => {
    const admin = await ensureAdmin();
    const [colleague] = await db()
      .insert(users)
      .values({ username: 'coleg', email: 'coleg@firma.ro', passwordHash: admin.passwordHash })
      .returning();
    const theirs = await browser(colleague!);
    const mine = await browser(admin);
    const attempt = await call(endSessionRoute, {
      method: 'DELETE',
      path: `/api/session/${theirs.sid}`,
      params: { id: theirs.sid },
      headers: mine.headers,
    });
    expect(attempt.status).toBe(404);
    expect((await createCategory(nextName(), theirs.headers)).status).toBe(201);
    await db().delete(users).where(eq(users.id, colleague!.id));
  });

  it('"Deconectare de pe toate celelalte dispozitive" keeps only the asking session', async () => {
    const admin = await ensureAdmin();
    const laptop = await browser(admin);
    const phone = await browser(admin);
    const api = await loginAsAdmin();
    const ended = await call<{ ended: number }>(endOthersRoute, {
      method: 'POST',
      path: '/api/session/end-others',
      headers: laptop.headers,
    });
    expect(ended.body).toEqual({ ended: 2 });
    expect((await createCategory(nextName(), phone.headers)).status).toBe(401);
    expect((await createCategory(nextName(), bearer(api.token))).status).toBe(401);
    expect((await createCategory(nextName(), laptop.headers)).status).toBe(201);
    expect((await sessions(laptop.headers)).body.map((entry) => entry.id)).toEqual([laptop.sid]);
  });

  it('an administrator ends every session of another account', async () => {
    const admin = await ensureAdmin();
    const [colleague] = await db()
      .insert(users)
      .values({ username: 'pierdut', email: 'pierdut@firma.ro', passwordHash: admin.passwordHash })
      .returning();
    const lostLaptop = await browser(colleague!);
    expect((await createCategory(nextName(), lostLaptop.headers)).status).toBe(201);
    const mine = await browser(admin);
    const done = await call(endAccountSessionsRoute, {
      method: 'POST',
      path: `/api/account/${colleague!.id}/end-sessions`,
      params: { uuid: colleague!.id },
      headers: mine.headers,
    });
    expect(done.status).toBe(200);
    expect((await createCategory(nextName(), lostLaptop.headers)).status).toBe(401);
    expect((await createCategory(nextName(), mine.headers)).status).toBe(201);
  });

  it('refuses tokens and cookies that name no session (issued before sessions existed)', async () => {
    const admin = await ensureAdmin();
    const cookie = await encode({
      token: { sub: admin.id, name: admin.username, sessionVersion: admin.sessionVersion },
      secret: getSecret('NEXTAUTH_SECRET'),
    });
    const headers = {
      cookie: `next-auth.session-token=${cookie}; XSRF-TOKEN=${TEST_XSRF}`,
      'x-xsrf-token': TEST_XSRF,
      origin: ORIGIN,
    };
    expect((await createCategory(nextName(), headers)).status).toBe(401);
  });

  it('pages the list, and keeps at most 10 API sessions: a new API login ends the least recently used (issue #41)', async () => {
    const admin = await ensureAdmin();
    const laptop = await browser(admin);
    // Eleven API sessions of earlier runs of a script, the first the least recently used.
    const old: string[] = [];
    for (let index = 0; index < 11; index++) {
      const [row] = await db()
        .insert(accountSessions)
        .values({
          userId: admin.id,
          kind: 'api',
          device: 'curl/8.5.0',
          lastUsedAt: new Date(Date.now() - (20 - index) * 60_000),
        })
        .returning({ id: accountSessions.id });
      old.push(row!.id);
    }
    await loginAsAdmin();
    const listed = (await sessions(laptop.headers)).body;
    expect(listed.filter((entry) => entry.kind === 'api')).toHaveLength(MAX_API_SESSIONS);
    const ids = new Set(listed.map((entry) => entry.id));
    // The two least recently used ended; the other nine and the new one run.
    expect(old.filter((id) => !ids.has(id))).toEqual(old.slice(0, 2));
    expect(listed).toHaveLength(MAX_API_SESSIONS + 1);

    const page = (query: string) =>
      call<{ items: SessionWire[]; total: number; page: number; limit: number }>(listRoute, {
        path: `/api/session/list${query}`,
        headers: laptop.headers,
      });
    const first = (await page('?page=1&limit=4')).body;
    expect(first).toMatchObject({ total: 11, page: 1, limit: 4 });
    expect(first.items.map((entry) => entry.id)).toEqual(listed.slice(0, 4).map((e) => e.id));
    const third = (await page('?page=3&limit=4')).body;
    expect(third.items.map((entry) => entry.id)).toEqual(listed.slice(8).map((e) => e.id));
    expect((await page('?limit=500')).status).toBe(400);
  });
});
