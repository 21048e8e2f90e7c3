import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { createClient } from 'redis';
import { addDays, formatDay, todayInRomania } from '../../lib/reservations/days';
import { OWN_SERVER_START_MS, startOwnServer, type OwnServer } from './support/own-server';
import { DESKTOP_ONLY } from './support/widths';

/**
 * Issue #35: a reservation written through one instance shows on the product page of the
 * other within 3 s, in both languages: the availability tag expires in the Redis both read.
 * Two instances of the build on a throw-away PostgreSQL database and Redis database number.
 */
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = 'redis://127.0.0.1:6379/11';
const PASSWORD = 'availability-instances-password';
const database = `e2e_availability_${randomBytes(4).toString('hex')}`;
const DATABASE_URL = Object.assign(new URL(POSTGRES), { pathname: `/${database}` }).toString();
let first: OwnServer;
let second: OwnServer;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

async function postgres(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_START_MS + 30_000);
  await postgres(`CREATE DATABASE ${database}`);
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  await redis.flushDb();
  await redis.close();
  const env = {
    DATABASE_URL,
    REDIS_URL,
    ADMIN_PASSWORD: PASSWORD,
    NEXTAUTH_SECRET: 'availability-instances-nextauth',
    JWT_SECRET: 'availability-instances-jwt',
  };
  // One after the other: the first migrates and seeds the database.
  first = await startOwnServer(env);
  second = await startOwnServer(env);
});

test.afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await postgres(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

const html = async (url: string) => (await fetch(url)).text();

test(
  'a reservation made through one instance shows on the other within 3 s, RO and EN',
  DESKTOP_ONLY,
  async () => {
    const login = await fetch(`${first.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const [machine] = (await (await fetch(`${second.url}/api/product`)).json()) as {
      uuid: string;
      slug: string;
      category_slug: string;
    }[];
    if (!machine) throw new Error('no seeded machine');
    const path = `/categorie/${machine.category_slug}/utilaj/${machine.slug}`;
    // Cached on both instances first.
    for (const server of [first, second]) {
      expect(await html(`${server.url}${path}`)).toContain('Disponibil acum');
      expect(await html(`${server.url}/en${path}`)).toContain('Available now');
    }
    const today = todayInRomania();
    const created = await fetch(`${first.url}/api/reservation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
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
      .poll(() => html(`${second.url}${path}`), { timeout: 3_000 })
      .toContain(`Disponibil din ${free}`);
    await expect
      .poll(() => html(`${second.url}/en${path}`), { timeout: 3_000 })
      .toContain(`Available from ${free}`);
    expect(Date.now() - written).toBeLessThan(3_000);
    expect(await html(`${second.url}${path}`)).not.toContain('Client Instanta Doi');
  },
);
