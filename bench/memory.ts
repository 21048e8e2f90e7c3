/**
 * `npm run bench:memory` (issue #42): the server process's RSS as README's first command runs
 * it (PGlite, no nginx, demo data), then on PostgreSQL. Per database: start, let it settle,
 * stop and start again on the same data (at rest after a restart), then crawl every page of
 * the sitemaps (both languages), every machine's PDF and 200 searches, and read RSS again.
 * Prints each figure against its goal; exit code 1 when one is over. Run `npm run build`
 * first. Only 127.0.0.1 is asked; it stops by itself.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { rssMb } from './support/import-measure';
import { startProductionServer, type RunningSite } from './support/server';

const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SEARCHES = 200;
const WORDS = [
  'excavator',
  'cat',
  'komatsu',
  'jcb',
  'utilaj',
  'buldo',
  'placa',
  'rulou',
  'mini',
  'tone',
];
const GOALS = {
  pglite: { restMb: 400, crawledMb: 450 },
  postgres: { restMb: 300, crawledMb: 300 },
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 5_000));

/** Every address the sitemaps list (the index, then each of its files). */
async function sitemapPages(base: string): Promise<string[]> {
  const locs = async (url: string) =>
    [...(await (await fetch(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const pages: string[] = [];
  for (const file of await locs(`${base}/sitemap.xml`)) {
    for (const page of await locs(file.replace(/^https?:\/\/[^/]+/, base))) {
      pages.push(new URL(page).pathname);
    }
  }
  return pages;
}

async function get(url: string): Promise<void> {
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status >= 500) throw new Error(`${url}: ${res.status}`);
}

/** Runs `work` over `items`, four at a time, as a crawler would. */
async function fourAtATime<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

async function crawl(site: RunningSite): Promise<{ pages: number; pdfs: number }> {
  const pages = await sitemapPages(site.base);
  const parts = (process.env.BENCH_CRAWL ?? 'pages,pdfs,searches').split(',');
  const step = (name: string) => {
    if (parts.includes(name)) return true;
    return false;
  };
  if (step('pages')) await fourAtATime(pages, (page) => get(`${site.base}${page}`));
  console.log(`  after pages: ${rssMb(site.pid!).toFixed(0)} MB`);
  const pdfs = pages
    .filter((page) => page.includes('/utilaj/'))
    .map((page) => `${page}/fisa-tehnica.pdf`);
  if (step('pdfs')) await fourAtATime(pdfs, (pdf) => get(`${site.base}${pdf}`));
  console.log(`  after PDFs: ${rssMb(site.pid!).toFixed(0)} MB`);
  const searches = Array.from(
    { length: SEARCHES },
    (_, i) => `${WORDS[i % WORDS.length]}${i < WORDS.length ? '' : i}`,
  );
  // One client: the app's own search budget per client would refuse a crawler's burst.
  for (const [i, q] of step('searches') ? searches.entries() : []) {
    const res = await fetch(`${site.base}/api/search?q=${encodeURIComponent(q)}`, {
      headers: { 'x-forwarded-for': `127.0.${Math.floor(i / 50)}.${(i % 50) + 1}` },
    });
    await res.arrayBuffer();
  }
  return { pages: pages.length, pdfs: pdfs.length };
}

async function measure(kind: 'pglite' | 'postgres', env: Record<string, string>): Promise<boolean> {
  // The first start creates and seeds the database: the restart is what "at rest" means.
  const first = await startProductionServer(env);
  await settle();
  await first.stop();
  const site = await startProductionServer(env);
  try {
    await settle();
    const rest = rssMb(site.pid!);
    const { pages, pdfs } = await crawl(site);
    await settle();
    const crawled = rssMb(site.pid!);
    const goal = GOALS[kind];
    console.log(
      `${kind.padEnd(8)} at rest ${rest.toFixed(0)} MB (goal ≤ ${goal.restMb})` +
        `  after ${pages} pages, ${pdfs} PDFs, ${SEARCHES} searches: ${crawled.toFixed(0)} MB` +
        ` (goal ≤ ${goal.crawledMb})`,
    );
    return rest <= goal.restMb && crawled <= goal.crawledMb;
  } finally {
    await site.stop();
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
  const results: boolean[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-memory-'));
  try {
    // TRUSTED_PROXIES=1: each search names its client, as nginx would.
    const env = {
      DATABASE_URL: '',
      PGLITE_DIR: path.join(dataDir, 'pglite'),
      TRUSTED_PROXIES: '1',
    };
    results.push(await measure('pglite', env));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const database = `bench_memory_${process.pid}`;
  await adminQuery(`CREATE DATABASE ${database}`);
  try {
    const url = Object.assign(new URL(POSTGRES), { pathname: `/${database}` }).toString();
    results.push(await measure('postgres', { DATABASE_URL: url, TRUSTED_PROXIES: '1' }));
  } finally {
    await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
  if (!results.every(Boolean)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
