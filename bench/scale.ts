/**
 * The large-catalogue benchmark of issue #14: the demo catalogue against 200 categories and
 * 10,000 machines, measured in one run; then (issue #35) the large one with 50 reservations
 * on each machine (bench/support/scale-availability.ts); last (issue #34) 2,000 of its
 * machines moved into one category (bench/support/scale-big-category.ts). Run by hand, after
 * `npm run build` (it builds nothing itself):
 *   npm run bench:scale
 *   BENCH_POSTGRES_URL=postgresql://postgres@127.0.0.1:5432/postgres   (the default)
 * It creates two throw-away databases on that PostgreSQL server (demo: migrated and seeded
 * as the app does; large: the same plus the large catalogue, added by SQL), starts the
 * production server (`node server.mjs`, memory cache, no Redis) on each, measures both
 * (bench/support/scale-steps.ts), prints the table with the ratios and the issue's
 * "Done when" checks, then stops the servers and drops the databases. It only talks to
 * 127.0.0.1 and that PostgreSQL server.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  availabilityChecks,
  availabilityTable,
  measureAvailability,
} from './support/scale-availability';
import {
  bigCategoryChecks,
  bigCategoryTable,
  measureBigCategory,
} from './support/scale-big-category';
import { createScaleDatabases, type ScaleDatabases } from './support/scale-database';
import { ScaleSite } from './support/scale-measure';
import { doneWhen, scaleTable } from './support/scale-report';
import { measureSites } from './support/scale-steps';
import { startProductionServer, type RunningSite } from './support/server';

const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

const log = (line: string) => console.log(`[bench:scale] ${line}`);

async function main(): Promise<boolean> {
  if (!fs.existsSync(path.join('.next', 'BUILD_ID'))) {
    throw new Error('No production build: run `npm run build` first.');
  }
  // The seed creates the admin with this password; both servers are signed into with it.
  const password = `Bench-${randomBytes(12).toString('base64url')}-9`;
  process.env.ADMIN_PASSWORD = password;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  const running: RunningSite[] = [];
  let databases: ScaleDatabases | undefined;
  try {
    log('creating the demo and large databases (a minute or two)…');
    databases = await createScaleDatabases(POSTGRES_URL);
    for (const databaseUrl of [databases.demoUrl, databases.largeUrl]) {
      running.push(
        await startProductionServer({
          DATABASE_URL: databaseUrl,
          REDIS_URL: '',
          ADMIN_PASSWORD: password,
          JWT_SECRET: randomBytes(32).toString('hex'),
          NEXTAUTH_SECRET: randomBytes(32).toString('hex'),
          // Only the folder of generated files: the database is PostgreSQL.
          PGLITE_DIR: path.join(scratch, `data-${running.length}`, 'pglite'),
        }),
      );
    }
    log(`servers up: demo ${running[0]!.base}, large ${running[1]!.base}`);
    const sites = await Promise.all(running.map((site) => ScaleSite.open(site, password)));
    const [demo, large] = await measureSites(sites, (line) => log(line));
    console.log(`\n${scaleTable(demo!, large!)}\n`);
    // Issue #35: the large catalogue again, with 50 reservations on each machine.
    const availability = await measureAvailability(sites[1]!, databases.largeUrl, log);
    console.log(`\n${availabilityTable(availability)}\n`);
    // Issue #34: 2,000 of its machines in one category, against the demo's category page.
    const bigCategory = await measureBigCategory(sites[0]!, sites[1]!, databases.largeUrl, log);
    console.log(`\n${bigCategoryTable(bigCategory)}\n`);
    const checks = [
      ...doneWhen(demo!, large!),
      ...availabilityChecks(availability),
      ...bigCategoryChecks(bigCategory),
    ];
    for (const { check, pass } of checks) console.log(`${pass ? 'PASS' : 'FAIL'}  ${check}`);
    return checks.every((entry) => entry.pass);
  } finally {
    for (const site of running) await site.stop();
    await databases?.drop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
