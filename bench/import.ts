/**
 * The import benchmark of issue #32 (item 1): "10,000 rows without pictures are applied in
 * ≤ 60 s with server RSS ≤ 700 MB; 200 rows with 1 MB pictures in ≤ 60 s". Run by hand,
 * after `npm run build` (it builds nothing itself):
 *   npm run bench:import
 *   BENCH_IMPORT_ROUNDS=2               (fresh servers, one after another; default 2)
 *   BENCH_IMPORT_DRIVERS=pglite,postgres (default pglite; postgres creates and drops a
 *                                       database on BENCH_POSTGRES_URL's server)
 *   BENCH_IMPORT_SERVER_NODE_OPTIONS='--import ./hook.mjs'  (the server's NODE_OPTIONS)
 *   BENCH_IMPORT_ROWS, BENCH_IMPORT_PICTURES   (smaller files for a quick try)
 * Each round starts the production server (`node server.mjs`) on a fresh database with the
 * demo data (started once to create it, stopped, started again: the first start's memory is
 * the database's creation, not the site's), signs in as the admin, and sends each file to
 * POST /api/import?dryRun=1 and then POST /api/import (bench/support/import-cases.ts),
 * reading the server's VmRSS every 100 ms. It prints wall times and peak RSS with their
 * ratios to the goals and to baselines of the same run (a 100-row import, the idle server),
 * checks every answer's counts and the machine count, and exits 1 when a goal or a check
 * fails. It only talks to 127.0.0.1 (and that PostgreSQL server), and stops what it starts.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildFiles, runCases, type CaseResult } from './support/import-cases';
import { printResults } from './support/import-report';
import { ImportSite } from './support/import-measure';
import { startProductionServer, type RunningSite } from './support/server';

const ROUNDS = Number(process.env.BENCH_IMPORT_ROUNDS ?? 2);
const DRIVERS = (process.env.BENCH_IMPORT_DRIVERS ?? 'pglite').split(',').filter(Boolean);
const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

const log = (line: string) =>
  console.log(`[bench:import ${new Date().toISOString().slice(11, 19)}] ${line}`);

/** The first port of 3300–3399 free on 127.0.0.1 (the range this machine's benches use). */
async function benchPort(): Promise<number> {
  for (let port = 3300; port <= 3399; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('No free port in 3300–3399');
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database for one round, and the server environment that uses it: a PGlite folder
 * in `scratch`, or a new database on the PostgreSQL server (dropped by `drop`).
 */
async function freshDatabase(driver: string, scratch: string, round: number) {
  const folder = path.join(scratch, `${driver}-${round}`);
  if (driver === 'pglite') {
    return { env: { DATABASE_URL: '', PGLITE_DIR: path.join(folder, 'pglite') }, drop: () => {} };
  }
  if (driver !== 'postgres') throw new Error(`Unknown driver ${driver}`);
  const name = `bench_import_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    // Only the folder of generated files: the database is PostgreSQL.
    env: { DATABASE_URL: url.toString(), PGLITE_DIR: path.join(folder, 'pglite') },
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function main(): Promise<boolean> {
  if (!fs.existsSync(path.join('.next', 'BUILD_ID'))) {
    throw new Error('No production build: run `npm run build` first.');
  }
  const password = `Bench-${randomBytes(12).toString('base64url')}-9`;
  const serverEnv = {
    ADMIN_PASSWORD: password,
    JWT_SECRET: randomBytes(32).toString('hex'),
    NEXTAUTH_SECRET: randomBytes(32).toString('hex'),
    REDIS_URL: '',
    BACKUP_DIR: '',
    // For investigations of the server only, e.g. '--heapsnapshot-signal=SIGUSR2'.
    NODE_OPTIONS: process.env.BENCH_IMPORT_SERVER_NODE_OPTIONS ?? '',
  };
  log('generating the files (200 pictures of ~1 MB twice: a minute or so)…');
  const files = await buildFiles();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
  const results: CaseResult[] = [];
  let running: RunningSite | undefined;
  let drop: (() => unknown) | undefined;
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      for (const driver of DRIVERS) {
        const database = await freshDatabase(driver, scratch, round);
        drop = database.drop;
        const env = { ...serverEnv, ...database.env };
        log(`${driver}, round ${round}: creating the database (first start)…`);
        running = await startProductionServer(env, await benchPort());
        await running.stop();
        running = await startProductionServer(env, await benchPort());
        log(`${driver}, round ${round}: server up at ${running.base} (pid ${running.pid})`);
        const site = await ImportSite.open(running, password);
        results.push(...(await runCases(site, files, { driver, round }, log)));
        await running.stop();
        running = undefined;
        await drop();
        drop = undefined;
      }
    }
  } finally {
    await running?.stop();
    await drop?.();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return printResults(results, files, os.cpus().length);
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
