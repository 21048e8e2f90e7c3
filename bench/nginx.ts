/**
 * `npm run bench:nginx`: a cached product page through deploy/'s nginx, against the same
 * bytes served by the same nginx (one worker) as a static file. Starts the production build
 * (run `npm run build` first) behind nginx-site.conf on PGlite, then behind
 * nginx-balanced.conf with two instances on PostgreSQL and Redis, and prints the ratio of
 * requests per second, plain and gzip (the static side serves a .gz with gzip_static).
 * autocannon, 50 connections, 3 alternating rounds, the median of each side. Only
 * 127.0.0.1 is asked; it stops by itself.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createClient } from 'redis';
import { startNginx } from '../tests/e2e/support/nginx';
import { startProductionServer, type RunningSite } from './support/server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = 'redis://127.0.0.1:6379/14';

/** CPU ticks (1/100 s) used so far by the children of `pid`: nginx's worker. */
function workerTicks(pid: number): number {
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
  return children.filter(Boolean).reduce((sum, child) => {
    const fields = fs.readFileSync(`/proc/${child}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return sum + Number(fields[11]) + Number(fields[12]);
  }, 0);
}

interface Round {
  rps: number;
  /** nginx worker's CPU microseconds per answer: steadier than req/s on a shared machine. */
  cpuMicros: number;
}

async function measure(url: string, gzip: boolean, nginxPid: number): Promise<Round> {
  const ticks = workerTicks(nginxPid);
  const result = await autocannon({
    url,
    connections: 50,
    duration: SECONDS,
    headers: gzip ? { 'accept-encoding': 'gzip' } : {},
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  const micros = ((workerTicks(nginxPid) - ticks) * 10_000) / result.requests.total;
  return { rps: result.requests.average, cpuMicros: micros };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The static side: the page's bytes, as nginx's cache holds them, in a folder of files. */
function staticServer(folder: string) {
  return (port: number) => `
  server {
    listen 127.0.0.1:${port};
    root ${folder};
    gzip_static on;
    location / { default_type text/html; }
  }`;
}

/** The body as sent, compressed or not (fetch would inflate it). */
function rawBody(url: string, encoding: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });
}

async function productPath(base: string): Promise<string> {
  const products = (await (await fetch(`${base}/api/product`)).json()) as {
    slug: string;
    category_slug: string | null;
  }[];
  const product = products.find((entry) => entry.category_slug)!;
  return `/categorie/${product.category_slug}/utilaj/${product.slug}`;
}

async function compare(
  label: string,
  file: 'nginx-site.conf' | 'nginx-balanced.conf',
  sites: RunningSite[],
) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  fs.chmodSync(folder, 0o755);
  const ports = sites.map((site) => Number(new URL(site.base).port));
  const nginx = await startNginx(file, ports, staticServer(folder));
  try {
    const page = await productPath(nginx.url);
    for (const gzip of [false, true]) {
      const bytes = await rawBody(`${nginx.url}${page}`, gzip ? 'gzip' : 'identity');
      fs.writeFileSync(path.join(folder, gzip ? 'page.html.gz' : 'page.html'), bytes);
    }
    fs.chmodSync(path.join(folder, 'page.html'), 0o644);
    fs.chmodSync(path.join(folder, 'page.html.gz'), 0o644);
    for (const gzip of [false, true]) {
      const cached: Round[] = [];
      const file: Round[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        cached.push(await measure(`${nginx.url}${page}`, gzip, nginx.pid));
        file.push(await measure(`${nginx.extraUrl}/page.html`, gzip, nginx.pid));
      }
      const rps = [median(cached.map((r) => r.rps)), median(file.map((r) => r.rps))];
      const cpu = [median(cached.map((r) => r.cpuMicros)), median(file.map((r) => r.cpuMicros))];
      console.log(
        `${label.padEnd(28)} ${gzip ? 'gzip ' : 'plain'}  req/s: cached ${rps[0]!.toFixed(0).padStart(5)}` +
          ` file ${rps[1]!.toFixed(0).padStart(5)} ratio ${(rps[0]! / rps[1]!).toFixed(2)}` +
          `  nginx CPU µs/answer: cached ${cpu[0]!.toFixed(0)} file ${cpu[1]!.toFixed(0)}` +
          ` ratio ${(cpu[1]! / cpu[0]!).toFixed(2)}`,
      );
    }
  } finally {
    const errors = await nginx.stop();
    if (errors.includes('[emerg]') || errors.includes('[alert]')) console.error(errors);
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: POSTGRES });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function main() {
  console.log(`autocannon, 50 connections, ${ROUNDS} alternating rounds of ${SECONDS} s, median`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const one = await startProductionServer({
    DATABASE_URL: '',
    PGLITE_DIR: path.join(dataDir, 'pglite'),
    TRUSTED_PROXIES: '1',
  });
  try {
    await compare('nginx-site.conf, PGlite', 'nginx-site.conf', [one]);
  } finally {
    await one.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const database = `bench_nginx_${process.pid}`;
  await adminQuery(`CREATE DATABASE ${database}`);
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  await redis.flushDb();
  const env = {
    DATABASE_URL: Object.assign(new URL(POSTGRES), { pathname: `/${database}` }).toString(),
    REDIS_URL,
    TRUSTED_PROXIES: '1',
    NEXTAUTH_SECRET: 'bench-nginx-nextauth-secret',
    JWT_SECRET: 'bench-nginx-jwt-secret',
  };
  // The first creates the schema and the demo data; the second starts on them.
  const first = await startProductionServer(env);
  const second = await startProductionServer(env).catch(async (error) => {
    await first.stop();
    throw error;
  });
  try {
    await compare('nginx-balanced.conf, 2 × PG', 'nginx-balanced.conf', [first, second]);
  } finally {
    await Promise.all([first.stop(), second.stop()]);
    await redis.flushDb();
    await redis.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
