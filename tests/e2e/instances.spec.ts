import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { createClient } from 'redis';
import { addDays, formatDay, todayInRomania } from '../../lib/reservations/days';
import { startTestSmtpServer, type TestSmtpServer } from '../support/smtp-server';
import { longPathsThenNormal, startNginx } from './support/nginx';
import {
  OWN_SERVER_START_MS,
  requestFrom,
  startOwnServer,
  type OwnServer,
} from './support/own-server';

/**
 * Two instances of the production build on one PostgreSQL (a throw-away database) and one
 * Redis (a throw-away database number), as docs/deploy.md's "Several instances" runs them.
 */
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = 'redis://127.0.0.1:6379/12';
const PASSWORD = 'instances-admin-password';
const database = `e2e_instances_${randomBytes(4).toString('hex')}`;
const DATABASE_URL = Object.assign(new URL(POSTGRES), { pathname: `/${database}` }).toString();
let env: Record<string, string>;
let first: OwnServer;
let second: OwnServer;
let smtp: TestSmtpServer;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_START_MS + 30_000);
  await postgres(`CREATE DATABASE ${database}`);
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  await redis.flushDb();
  await redis.close();
  smtp = await startTestSmtpServer();
  env = {
    DATABASE_URL,
    REDIS_URL,
    SMTP_URL: smtp.url,
    ADMIN_PASSWORD: PASSWORD,
    // Every instance must share the secrets, or a session made by one is refused by another.
    NEXTAUTH_SECRET: 'instances-nextauth-secret',
    JWT_SECRET: 'instances-jwt-secret',
  };
  [first, second] = await Promise.all([startOwnServer(env), startOwnServer(env)]);
});

test.afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await smtp?.stop();
  await postgres(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

/** Runs one statement on its own connection and returns its rows. */
async function query<Row extends object>(url: string, statement: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(statement)).rows;
  } finally {
    await client.end();
  }
}

function postgres(statement: string) {
  return query(POSTGRES, statement);
}

/** The contact mails the instances' outbox holds as sent. */
async function sentContactMails(): Promise<number> {
  const [row] = await query<{ n: number }>(
    DATABASE_URL,
    "select count(*)::int as n from mail_outbox where kind = 'contact' and status = 'sent'",
  );
  return row?.n ?? 0;
}

async function adminToken(server: OwnServer): Promise<string> {
  const res = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const text = async (url: string) => (await fetch(url)).text();

test('both answer the health check, with the shared cache', async () => {
  for (const server of [first, second]) {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'ok',
      database: { ok: true },
      cache: { kind: 'redis', ok: true },
    });
  }
});

test('a category renamed through one instance shows on the other within 3 s', async () => {
  const categories = (await (await fetch(`${first.url}/api/category`)).json()) as {
    uuid: string;
    name: string;
    name_en: string | null;
    slug: string;
  }[];
  const category = categories[0]!;
  // EN pages show the English name when there is one (issue #17).
  const shownIn = (page: string) =>
    page.startsWith('/en/') ? (category.name_en ?? category.name) : category.name;
  // The other instance's pages are cached first: the change must expire them.
  const pages = [
    '/home',
    '/en/home',
    `/categorie/${category.slug}`,
    `/en/categorie/${category.slug}`,
  ];
  for (const page of pages) expect(await text(`${second.url}${page}`)).toContain(shownIn(page));
  const cached = await fetch(`${second.url}/home`);
  expect(cached.headers.get('x-nextjs-cache')).toBe('HIT');

  const renamed = `Utilaje redenumite ${randomBytes(2).toString('hex')}`;
  const res = await fetch(`${first.url}/api/category/update`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await adminToken(first)}`,
    },
    body: JSON.stringify({ uuid: category.uuid, name: renamed, name_en: `${renamed} EN` }),
  });
  expect(res.status).toBe(200);
  const { slug } = (await res.json()) as { slug: string };
  for (const page of ['/home', `/categorie/${slug}`]) {
    await expect.poll(() => text(`${second.url}${page}`), { timeout: 3000 }).toContain(renamed);
  }
  for (const page of ['/en/home', `/en/categorie/${slug}`]) {
    await expect
      .poll(() => text(`${second.url}${page}`), { timeout: 3000 })
      .toContain(`${renamed} EN`);
  }
});

// Issue #35: the availability tag expires in the Redis both instances read.
test('a reservation made through one instance shows on the other within 3 s, RO and EN', async () => {
  const [machine] = (await (await fetch(`${second.url}/api/product`)).json()) as {
    uuid: string;
    slug: string;
    category_slug: string;
  }[];
  if (!machine) throw new Error('no seeded machine');
  const path = `/categorie/${machine.category_slug}/utilaj/${machine.slug}`;
  // Cached on both instances first.
  for (const server of [first, second]) {
    expect(await text(`${server.url}${path}`)).toContain('Disponibil acum');
    expect(await text(`${server.url}/en${path}`)).toContain('Available now');
  }
  const today = todayInRomania();
  const created = await fetch(`${first.url}/api/reservation`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await adminToken(first)}`,
    },
    body: JSON.stringify({
      product_uuid: machine.uuid,
      start: today,
      end: addDays(today, 3),
      status: 'confirmed',
      customer: { name: 'Client Instanta Doi' },
    }),
  });
  expect(created.status).toBe(201);
  const free = formatDay(addDays(today, 4));
  const written = Date.now();
  await expect
    .poll(() => text(`${second.url}${path}`), { timeout: 3_000 })
    .toContain(`Disponibil din ${free}`);
  await expect
    .poll(() => text(`${second.url}/en${path}`), { timeout: 3_000 })
    .toContain(`Available from ${free}`);
  expect(Date.now() - written).toBeLessThan(3_000);
  expect(await text(`${second.url}${path}`)).not.toContain('Client Instanta Doi');
});

test('restarting one instance beside the other disturbs nothing', async () => {
  // A page in the shared cache (renders right after a write are not kept: see tags.mjs).
  await expect
    .poll(async () => (await fetch(`${first.url}/home`)).headers.get('x-nextjs-cache'), {
      timeout: 15_000,
    })
    .toBe('HIT');
  const statuses: number[] = [];
  let restarting = true;
  const load = (async () => {
    while (restarting) statuses.push((await fetch(`${first.url}/home`)).status);
  })();
  // A request already running when the instance is told to stop is answered in full…
  const inFlight = fetch(`${second.url}/en/categorie/nothing-here/utilaj/none`);
  await new Promise((resolve) => setTimeout(resolve, 20));
  const stopping = Date.now();
  await second.stop();
  // …and the instance is gone within 10 s.
  expect(Date.now() - stopping).toBeLessThan(10_000);
  expect((await inFlight).status).toBe(404);
  second = await startOwnServer(env, { port: second.port });
  restarting = false;
  await load;
  expect(statuses.length).toBeGreaterThan(10);
  expect(statuses.every((status) => status === 200)).toBe(true);
  // The restarted instance starts with the shared cache, not an empty one.
  const res = await fetch(`${second.url}/home`);
  expect(res.status).toBe(200);
  expect(res.headers.get('x-nextjs-cache')).toBe('HIT');
});

test('20 contact requests over both instances give each mail exactly once', async () => {
  const before = smtp.received.length;
  const sentBefore = await sentContactMails();
  const names = Array.from(
    { length: 20 },
    (_, index) => `Vizitator${index}x${randomBytes(2).toString('hex')}`,
  );
  await Promise.all(
    names.map(async (name, index) => {
      const server = index % 2 === 0 ? first : second;
      // A client address of its own each, as 20 visitors would have.
      const res = await requestFrom(`127.0.5.${index + 1}`, `${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          lastName: name,
          email: 'vizitator@firma.ro',
          phone: '0722 123 456',
          message: 'Aș dori o ofertă.',
          check: true,
        }),
      });
      expect(res.status).toBe(201);
    }),
  );
  await expect
    .poll(() => smtp.received.length - before, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(20);
  // Each instance marks a mail sent once its SMTP conversation has ended: when every
  // request's mail is marked, no instance is still sending one, and none will claim it again.
  await expect.poll(() => sentContactMails(), { timeout: 30_000 }).toBe(sentBefore + 20);
  const mails = smtp.received.slice(before);
  expect(mails).toHaveLength(20);
  for (const name of names) {
    expect(
      mails.filter((mail) => mail.parsed.text?.includes(name)),
      name,
    ).toHaveLength(1);
  }
});

test('behind nginx, made-up long paths take no instance out of the pool', async () => {
  const nginx = await startNginx('nginx-balanced.conf', [first.port, second.port]);
  try {
    const { long, normal } = await longPathsThenNormal(nginx.url, [1_500, 1_500, 2_000, 8_000]);
    for (const status of long) expect(['404', '414']).toContain(status);
    expect(normal).toEqual(Array(10).fill('200'));
  } finally {
    expect(await nginx.stop()).not.toContain('too big header');
  }
});

test('behind nginx, a killed instance costs under 1% of 20 s of requests', async () => {
  const nginx = await startNginx('nginx-balanced.conf', [first.port, second.port]);
  const paths = ['/home', '/en/home', '/api/category', '/api/health'];
  let ok = 0;
  let failed = 0;
  /** What the failed requests got, by status or error, for the failure message. */
  const failures = new Map<string, number>();
  const fail = (kind: string) => {
    failed += 1;
    failures.set(kind, (failures.get(kind) ?? 0) + 1);
  };
  const until = Date.now() + 20_000;
  const client = async (worker: number) => {
    for (let index = worker; Date.now() < until; index++) {
      const path = paths[index % paths.length];
      try {
        const res = await fetch(`${nginx.url}${path}`);
        await res.arrayBuffer();
        if (res.status === 200) ok += 1;
        else fail(`${res.status} ${path}`);
      } catch (error) {
        fail(`${error instanceof Error ? error.message : 'error'} ${path}`);
      }
    }
  };
  const load = Promise.all(Array.from({ length: 8 }, (_, worker) => client(worker)));
  // Killed once the load is under way (100 answers: under a second alone, a few seconds on a
  // loaded machine), while requests are in flight.
  await expect.poll(() => ok, { timeout: 15_000 }).toBeGreaterThanOrEqual(100);
  await first.kill();
  await load;
  const nginxErrors = (await nginx.stop()).trim().split('\n').slice(-20).join('\n');
  const report = `${ok} answered, ${failed} failed (${((100 * failed) / (ok + failed)).toFixed(2)} %)`;
  test.info().annotations.push({ type: 'nginx kill test', description: report });
  console.log(`nginx kill test: ${report}`);
  const why = `${JSON.stringify([...failures])}\nnginx's error log ends:\n${nginxErrors}`;
  expect(ok, why).toBeGreaterThan(100);
  expect(failed / (ok + failed), why).toBeLessThan(0.01);
  // The last test: the killed instance is not started again (afterAll has nothing to stop).
});
