import { afterEach, describe, expect, it } from 'vitest';
import { GET as logoutRoute } from '@/app/api/logout/route';
import { GET as sessionRoute } from '@/app/api/session/route';
import { bearer, cookieSession, createCategory, loginAsAdmin } from '../auth/helpers';
import { call } from '../support/api';
import { useTrustedProxies } from '../support/client';
import { setupTestDatabase } from '../support/database';

setupTestDatabase();
afterEach(() => useTrustedProxies(undefined));

let counter = 0;
/** An admin write from the admin UI (session cookie and XSRF token), with these headers on top. */
async function writeWith(headers: Record<string, string | undefined>) {
  const session = await cookieSession();
  const merged = Object.fromEntries(
    Object.entries({ ...session, ...headers }).filter(([, value]) => value !== undefined),
  ) as Record<string, string>;
  return createCategory(`Categorie ${++counter}`, merged);
}

describe('the Origin of a cookie-authenticated write (SITE_URL is http://localhost:3000)', () => {
  it('refuses null, unparsable and foreign origins with 403 ERROR_XSRF, never 500', async () => {
    for (const origin of [
      'null',
      'http://[',
      '::::',
      'http://localhost:3000.evil.example',
      'http://localhost:3001',
      'https://localhost:3000',
      'http://evil.example',
    ]) {
      const res = await writeWith({ origin });
      expect(res.status, origin).toBe(403);
      expect(res.body).toEqual({ errors: [{ msg: 'ERROR_XSRF' }] });
    }
  });

  it("accepts SITE_URL's origin or none; any other, even the one the client addressed, is refused", async () => {
    expect((await writeWith({ origin: 'http://localhost:3000' })).status).toBe(201);
    expect((await writeWith({ origin: undefined })).status).toBe(201);
    const addressed = await writeWith({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' });
    expect(addressed.status).toBe(403);
  });

  it('is not swayed by forwarded headers, trusted proxies or not', async () => {
    const forwarded = {
      origin: 'https://utilaje.example',
      'x-forwarded-host': 'utilaje.example',
      'x-forwarded-proto': 'https',
    };
    expect((await writeWith(forwarded)).status).toBe(403);
    useTrustedProxies(1);
    expect((await writeWith(forwarded)).status).toBe(403);
    expect((await writeWith({ ...forwarded, origin: 'http://localhost:3000' })).status).toBe(201);
  });

  it('refuses what the browser calls cross-site or same-site (another subdomain)', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const res = await writeWith({ 'sec-fetch-site': site });
      expect(res.status, site).toBe(403);
    }
    expect((await writeWith({ 'sec-fetch-site': 'same-origin' })).status).toBe(201);
  });
});

describe('GET /api/logout with a session cookie', () => {
  const logout = (headers: Record<string, string>) =>
    call(logoutRoute, { path: '/api/logout', headers });
  const sessionOpen = async (headers: Record<string, string>) =>
    (await call(sessionRoute, { path: '/api/session', headers })).status === 200;

  it('does nothing when a link on another site is followed (top-level cross-site navigation)', async () => {
    const cookieOnly = { cookie: (await cookieSession()).cookie };
    const res = await logout({
      ...cookieOnly,
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'navigate',
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: [{ msg: 'ERROR_XSRF' }] });
    expect(await sessionOpen(cookieOnly)).toBe(true);
    // A browser without Fetch Metadata and without the token is refused the same way.
    expect((await logout(cookieOnly)).status).toBe(403);
    expect(await sessionOpen(cookieOnly)).toBe(true);
  });

  it("ends the session from the site's own pages", async () => {
    const withoutToken = { cookie: (await cookieSession()).cookie };
    const res = await logout({ ...withoutToken, 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(200);
    expect(await sessionOpen(withoutToken)).toBe(false);

    // Or with the XSRF token, for a browser that sends no Fetch Metadata.
    const session = await cookieSession();
    expect((await logout(session)).status).toBe(200);
    expect(await sessionOpen(session)).toBe(false);
  });

  it('is unaffected for bearer tokens', async () => {
    const { token } = await loginAsAdmin();
    const res = await logout({ ...bearer(token), 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(200);
  });
});
