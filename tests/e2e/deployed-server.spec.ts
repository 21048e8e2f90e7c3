import dns from 'node:dns/promises';
import http from 'node:http';
import os from 'node:os';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './support/seeded-database';
import {
  OWN_SERVER_START_MS,
  requestFrom,
  startOwnServer,
  type OwnServer,
} from './support/own-server';

/**
 * The production server as an operator starts it: bound to whatever address the machine or
 * the container runtime gives (docs/deploy.md, "Deploying"), and answering redirects a proxy and
 * every HTTP client can follow.
 */
test.describe.configure({ mode: 'serial' });

/** The machine's own name when it names the loopback, as in a container; else none. */
async function loopbackHostName(): Promise<string[]> {
  const name = os.hostname();
  try {
    const { address } = await dns.lookup(name);
    return address.startsWith('127.') || address === '::1' ? [name] : [];
  } catch {
    return [];
  }
}

/** A raw answer: status and every header line as sent (repeated headers stay apart). */
function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: [string, string][]; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          pairs.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
        }
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: pairs, body }));
      })
      .on('error', reject);
  });
}

/** Paths of each kind of public page on the server at `url`. */
async function publicPages(url: string): Promise<string[]> {
  const [category] = (await (await fetch(`${url}/api/category`)).json()) as { slug: string }[];
  const html = await (await fetch(`${url}/categorie/${category!.slug}`)).text();
  const product = new RegExp(`/categorie/${category!.slug}/utilaj/[^"?#]+`).exec(html)?.[0];
  expect(product, 'a machine of the first category').toBeTruthy();
  return [
    '/home',
    '/contact',
    `/categorie/${category!.slug}`,
    product!,
    '/cautare?q=excavator',
    '/en/home',
  ];
}

/**
 * The server bound to 127.0.0.1, as deploy/'s systemd unit binds it, kept from the first test
 * for the redirects: a server start is some 5 CPU-seconds of a 2-core run, and a seventh one
 * started the same server again.
 */
let deployed: OwnServer | undefined;
test.afterAll(async () => deployed?.stop());

test('the server answers every public page on every bind address', async () => {
  // Next 16 took 127.0.0.1, ::1 and a container's name for external hosts (b7d1843); every
  // interface ('', 0.0.0.0) is how containers bind. 'localhost' is one of the loopbacks
  // already here, and a server start is some 5 CPU-seconds of a 2-core run.
  const binds = ['', '127.0.0.1', '::1', '0.0.0.0', ...(await loopbackHostName())];
  test.setTimeout(binds.length * (OWN_SERVER_START_MS / 4) + 60_000);
  // Side by side: each server has its own port and data, and most of a start is waiting.
  await Promise.all(
    binds.map(async (hostname) => {
      const server = await startOwnServer({}, { hostname });
      let kept = false;
      try {
        for (const path of await publicPages(server.url)) {
          const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
          expect(res.status, `${path} bound to '${hostname}'`).toBe(200);
        }
        kept = hostname === '127.0.0.1';
        if (kept) deployed = server;
      } finally {
        if (!kept) await server.stop();
      }
    }),
  );
});

test.describe('redirects', () => {
  let server: OwnServer;

  test.beforeAll(async () => {
    test.setTimeout(OWN_SERVER_START_MS + 30_000);
    // The bind-address test's server on 127.0.0.1, or one of their own when run alone.
    server = deployed ?? (deployed = await startOwnServer({}));
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: E2E_ADMIN.ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    // A first category (in menu order) whose slug has a diacritic: where unknown ones go.
    const created = await fetch(`${server.url}/api/category/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Aaa Test Ștergere' }),
    });
    expect(created.status).toBe(201);
  });

  test('carry one Location, percent-encoded, that leads to a page', async () => {
    const cases: { path: string; headers?: Record<string, string>; to: string }[] = [
      { path: '/categorie/nu-exista', to: '/categorie/aaa-test-%C8%99tergere' },
      // Twice: a second answer must not come from a stored copy of the first.
      { path: '/categorie/nu-exista', to: '/categorie/aaa-test-%C8%99tergere' },
      { path: '/en/categorie/nu-exista', to: '/en/categorie/aaa-test-%C8%99tergere' },
      { path: '/categorie/Aaa-Test-%C8%98tergere', to: '/categorie/aaa-test-%C8%99tergere' },
      { path: '/categorie/%ff', to: '/categorie/aaa-test-%C8%99tergere' },
      { path: '/', to: '/home' },
      { path: '/en', to: '/en/home' },
      { path: '/ro/contact', to: '/contact' },
      { path: '/favicon.ico', to: '/icon.svg' },
      {
        path: '/contact',
        headers: { cookie: 'locale=en', 'sec-fetch-dest': 'document', 'sec-fetch-site': 'none' },
        to: '/en/contact',
      },
      { path: '/admin', to: '/admin/login' },
      { path: '/admin/main/products', to: '/admin/login' },
    ];
    for (const { path, headers, to } of cases) {
      const res = await rawGet(`${server.url}${path}`, headers);
      const locations = res.headers.filter(([name]) => name === 'location').map(([, v]) => v);
      expect(res.status, path).toBeGreaterThanOrEqual(301);
      expect(res.status, path).toBeLessThanOrEqual(308);
      expect(locations, path).toHaveLength(1);
      expect(locations[0], path).toMatch(/^[\x21-\x7e]+$/);
      const target = new URL(locations[0]!, server.url);
      expect(target.pathname, path).toBe(to);
      const followed = await fetch(target, { headers });
      expect(followed.status, `${path} → ${target.pathname}`).toBe(200);
    }
  });

  test('the results page spends the search budget, then answers 429 in its language', async () => {
    // The site without nginx in front: the app's own limit per client (lib/rate-limit.ts). A
    // client of its own: 127.0.0.1 searched once in the bind-address test.
    const client = '127.0.0.6';
    const limit = 60; // RATE_LIMITS.searchPerIp: a person types a few a minute
    const statuses: number[] = [];
    for (let i = 0; i < limit; i++) {
      statuses.push((await requestFrom(client, `${server.url}/cautare?q=excavator${i}`)).status);
    }
    expect(statuses).toEqual(Array(limit).fill(200));
    for (const [path, text] of [
      ['/cautare?q=excavator', 'Prea multe incercari'],
      ['/en/cautare?q=excavator', 'Too many attempts'],
    ] as const) {
      const res = await requestFrom(client, `${server.url}${path}`);
      expect(res.status, path).toBe(429);
      expect(Number(res.headers['retry-after']), path).toBeGreaterThan(0);
      expect(res.body, path).toContain(text);
    }
    // The API shares the budget; a page without words to search for spends none.
    expect((await requestFrom(client, `${server.url}/api/search?q=excavator`)).status).toBe(429);
    expect((await requestFrom(client, `${server.url}/cautare`)).status).toBe(200);
  });
});
