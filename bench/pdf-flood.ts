/**
 * `npm run bench:pdf-flood` (issue #41, item 3): does a flood of PDF requests slow the pages?
 * Starts the production build (run `npm run build` first) on a fresh embedded database with
 * the demo data (or BENCH_URL), warms `/home` and a machine's PDF, then measures the cached
 * `/home` with autocannon (BENCH_HOME_CONNECTIONS, 2) for BENCH_SECONDS (10): alone, then
 * beside 4 connections asking for that PDF with a random `?v=` each time, as a crawler or an
 * attacker would. Prints both p99s against the goal (< 300 ms beside the flood) and what the
 * flood got; exit code 1 when the goal is missed. Only 127.0.0.1 is asked; it stops by itself.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { startSite } from './support/server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const HOME_CONNECTIONS = Number(process.env.BENCH_HOME_CONNECTIONS ?? 2);
const FLOOD_CONNECTIONS = 4;
const GOAL_P99_MS = 300;
const PDF = '/categorie/excavatoare/utilaj/cat-320/fisa-tehnica.pdf';

interface Measured {
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
}

async function measureHome(base: string): Promise<Measured> {
  const result = await autocannon({
    url: `${base}/home`,
    connections: HOME_CONNECTIONS,
    duration: SECONDS,
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

/** 4 connections, each asking for the PDF again as soon as it has its answer. */
function flood(base: string) {
  return autocannon({
    url: base,
    connections: FLOOD_CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: `${PDF}?v=${randomBytes(6).toString('hex')}`,
        }),
      },
    ],
  });
}

async function main() {
  const site = await startSite();
  try {
    for (const path of ['/home', PDF]) {
      const response = await fetch(`${site.base}${path}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    }
    // One warm-up round, so both measurements see a compiled, cached page.
    await autocannon({ url: `${site.base}/home`, connections: HOME_CONNECTIONS, duration: 3 });
    const alone = await measureHome(site.base);
    const [beside, pdfs] = await Promise.all([measureHome(site.base), flood(site.base)]);
    const statuses = Object.entries(pdfs.statusCodeStats ?? {})
      .map(([status, { count }]) => `${count} × ${status}`)
      .join(', ');
    const line = (name: string, m: Measured) =>
      `${name.padEnd(22)} p50 ${String(m.p50).padStart(5)} ms  p99 ${String(m.p99).padStart(5)} ms` +
      `  (${m.requests} requests, ${m.non2xx} not 2xx)`;
    console.log(
      `cached /home, ${HOME_CONNECTIONS} connections, ${SECONDS} s each (autocannon latency)`,
    );
    console.log(line('alone', alone));
    console.log(line('beside the PDF flood', beside));
    console.log(
      `PDF flood: ${FLOOD_CONNECTIONS} connections, random ?v=: ${pdfs.requests.total} answers` +
        ` (${statuses || 'none'}), p99 ${pdfs.latency.p99} ms`,
    );
    const met = beside.p99 < GOAL_P99_MS && beside.non2xx === 0;
    console.log(`goal: /home p99 < ${GOAL_P99_MS} ms beside the flood: ${met ? 'met' : 'MISSED'}`);
    if (!met) process.exitCode = 1;
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
