/**
 * The upload bombs of issue #41 (item 1) against the production server: "during the worst of
 * these files, a cached page's p99 stays under 300 ms, and the server process stays under
 * 800 MB RSS". Run by hand, after `npm run build`:
 *   npm run bench:import-bombs
 *   BENCH_BOMB_PAGE=/home            (the cached page asked meanwhile; default /home)
 *   BENCH_BOMB_CLIENTS=4             (visitors asking it one request after another; default 4)
 * It starts `node server.mjs` on a fresh embedded database with the demo data, signs in as
 * the admin, measures the page alone for a few seconds, then sends each file (an .xlsx of
 * 3,000,000 rows, a zip of a 250 MB one-cell utilaje.csv, an .xlsx of 1,500,000 shared
 * strings; tests/support/import-bombs.ts) to POST /api/import?dryRun=1 while the visitors
 * ask the page, reading the server's VmRSS every 100 ms. It prints each answer's code and
 * time, the page's p50/p99/max meanwhile and the peak RSS, and exits 1 when a goal fails.
 * It only talks to 127.0.0.1, and stops what it starts.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { cellBomb, sharedStringsBomb, sheetBomb } from '../tests/support/import-bombs';
import { ImportSite, sampleRss } from './support/import-measure';
import { startProductionServer } from './support/server';

const PAGE = process.env.BENCH_BOMB_PAGE ?? '/home';
const CLIENTS = Number(process.env.BENCH_BOMB_CLIENTS ?? 4);
const GOAL_P99_MS = 300;
const GOAL_RSS_MB = 800;

const log = (line: string) =>
  console.log(`[bench:import-bombs ${new Date().toISOString().slice(11, 19)}] ${line}`);

/** Visitors asking `url` one request after another until stopped; their latencies. */
function visitors(url: string, clients: number) {
  const times: number[] = [];
  let running = true;
  const loops = Array.from({ length: clients }, async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      times.push(performance.now() - started);
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return times.sort((a, b) => a - b);
    },
  };
}

const at = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

interface Row {
  file: string;
  bytes: number;
  status: string;
  ms: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  rssMb: number;
}

async function main(): Promise<boolean> {
  if (!fs.existsSync(path.join('.next', 'BUILD_ID'))) {
    throw new Error('No production build: run `npm run build` first.');
  }
  log('building the files…');
  const files = {
    'sheet of 3,000,000 rows (.xlsx)': await sheetBomb(),
    '250 MB one-cell utilaje.csv (.zip)': await cellBomb(),
    '1,500,000 shared strings (.xlsx)': await sharedStringsBomb(),
    '1,500,000 strings, no count (.xlsx)': await sharedStringsBomb(1_500_000, { declared: false }),
  };
  const types: Record<string, string> = {
    'sheet of 3,000,000 rows (.xlsx)':
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    '250 MB one-cell utilaje.csv (.zip)': 'application/zip',
    '1,500,000 shared strings (.xlsx)':
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    '1,500,000 strings, no count (.xlsx)':
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bombs-'));
  const password = `Bench-${randomBytes(12).toString('base64url')}-9`;
  const env = {
    ADMIN_PASSWORD: password,
    JWT_SECRET: randomBytes(32).toString('hex'),
    NEXTAUTH_SECRET: randomBytes(32).toString('hex'),
    REDIS_URL: '',
    BACKUP_DIR: '',
    DATABASE_URL: '',
    PGLITE_DIR: path.join(scratch, 'pglite'),
  };
  const running = await startProductionServer(env);
  const rows: Row[] = [];
  try {
    log(`server up at ${running.base} (pid ${running.pid})`);
    const site = await ImportSite.open(running, password);
    const url = `${running.base}${PAGE}`;
    for (let n = 0; n < 20; n++) await (await fetch(url)).arrayBuffer(); // cached from here on
    const measure = async (file: string, work: () => Promise<{ status: string; ms: number }>) => {
      const rss = sampleRss(site.site.pid);
      const asking = visitors(url, CLIENTS);
      const { status, ms } = await work();
      const times = await asking.stop();
      rows.push({
        file,
        bytes: file in files ? files[file as keyof typeof files].length : 0,
        status,
        ms,
        p50: at(times, 0.5),
        p99: at(times, 0.99),
        max: times.at(-1) ?? 0,
        requests: times.length,
        rssMb: rss.stop(),
      });
      log(`${file}: ${status} in ${Math.round(ms)} ms`);
    };
    await measure('(no import: the page alone, 5 s)', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      return { status: '–', ms: 5_000 };
    });
    for (const [file, bytes] of Object.entries(files)) {
      await measure(file, async () => {
        const { ms, answer } = await site.importFile(bytes, types[file] as string, true);
        const code = (answer.errors[0] as { code?: string } | undefined)?.code ?? '';
        return { status: `${answer.status} ${code}`, ms };
      });
    }
    // Two at once: the second is 409 IMPORT_BUSY, never a second parser.
    const xlsx = types['sheet of 3,000,000 rows (.xlsx)'] as string;
    const both = await Promise.all(
      [0, 1].map((n) =>
        new Promise((resolve) => setTimeout(resolve, n * 300)).then(() =>
          site.importFile(files['sheet of 3,000,000 rows (.xlsx)'], xlsx, true),
        ),
      ),
    );
    log(`two imports at once: ${both.map((one) => one.answer.status).join(' and ')}`);
    if (both[1]?.answer.status !== 409) throw new Error('The second import was not 409');
  } finally {
    await running.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  const fixed = (value: number) => String(Math.round(value)).padStart(6);
  console.log(
    `\n${PAGE} asked by ${CLIENTS} visitors meanwhile; goals: p99 < ${GOAL_P99_MS} ms, RSS < ${GOAL_RSS_MB} MB\n`,
  );
  console.log(
    'file                                  KB   answer                      ms    p50    p99    max  reqs  RSS MB',
  );
  for (const row of rows) {
    console.log(
      `${row.file.padEnd(36)}${fixed(row.bytes / 1024)}   ${row.status.padEnd(26)}${fixed(row.ms)} ${fixed(row.p50)} ${fixed(row.p99)} ${fixed(row.max)} ${String(row.requests).padStart(5)} ${fixed(row.rssMb)}`,
    );
  }
  const bombs = rows.slice(1);
  return bombs.every(
    (row) => row.p99 < GOAL_P99_MS && row.rssMb < GOAL_RSS_MB && row.status.startsWith('400'),
  );
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
