/**
 * Lighthouse 12 (mobile preset, simulated throttling) in Debian's Chromium against the
 * production build: the median of 3 runs on home, a category, a product and contact, with
 * the JavaScript each page loads. Run after `npm run build`:
 *   npm run bench:lighthouse          (starts server.mjs on a fresh embedded database)
 *   BENCH_URL=http://127.0.0.1:3000 npm run bench:lighthouse     (an already running site)
 *   LIGHTHOUSE_RUNS=5                 (runs per page, default 3)
 *   LIGHTHOUSE_EXTRA_FLAGS='--disable-features=PaintHolding'   (more Chromium flags, for
 *                                     investigations only: see docs/performance.md)
 * Prints a Markdown table (the one in docs/performance.md), with each page's LCP, TBT and
 * JavaScript as a ratio of the baseline's in the same run, and keeps every report in
 * reports/lighthouse/. The baseline is a hello-world Next.js app built with the project's
 * own `next` (bench/support/hello-world.ts): the floor of the framework on this machine.
 * It only talks to the servers it started or was given, and stops them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';
import { discoverPublicPages } from './support/pages';
import { pageScriptsGzipBytes } from './support/page-scripts';
import { startHelloWorld } from './support/hello-world';
import { startSite, type RunningSite } from './support/server';
import { median } from './support/timing';

const execFileAsync = promisify(execFile);
const LIGHTHOUSE_CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const REPORT_DIR = path.join('reports', 'lighthouse');
const EXTRA_FLAGS = (process.env.LIGHTHOUSE_EXTRA_FLAGS ?? '').split(/\s+/).filter(Boolean);
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS, ...EXTRA_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The parts of a Lighthouse report this script reads. */
interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number }>;
  environment: { benchmarkIndex: number };
}

interface RunScores {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  cls: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's measure of this machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
}

/** The medians of one page's runs, and the JavaScript its HTML loads. */
type PageFigures = RunScores & { jsKb: number };

/**
 * One Lighthouse run through its own CLI in a plain Node process: Lighthouse sends function
 * sources to the browser, and tsx's transform (which this script runs under) would break them.
 */
async function runOnce(url: string, reportName: string): Promise<RunScores> {
  const reportFile = path.join(REPORT_DIR, `${reportName}.json`);
  await execFileAsync(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      '--output=json',
      `--output-path=${reportFile}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const lhr = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as LighthouseResult;
  const score = (id: (typeof CATEGORIES)[number]) =>
    Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${id}/${ref.id}`),
  );
  if (failing.length > 0) console.error(`  ${reportName}: below 0.9: ${failing.join(', ')}`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * A visit before the measured ones, as any earlier visitor would have made: it renders the
 * page into the cache and has the pictures it shows resized by next/image.
 */
async function warm(url: string): Promise<void> {
  const html = await (await fetch(url)).text();
  const pictures = new Set(
    [...html.matchAll(/\/_next\/image\?url=[^"\s,]+/g)].map((match) =>
      match[0].replace(/&amp;/g, '&'),
    ),
  );
  for (const picture of pictures) {
    // As Chromium and as a browser without AVIF ask for them.
    for (const accept of ['image/avif,image/webp,*/*', 'image/webp,*/*']) {
      await fetch(new URL(picture, url), { headers: { accept } });
    }
  }
}

function tableRow(name: string, pagePath: string, page: PageFigures, base: PageFigures): string {
  const ratio = (key: 'lcpMs' | 'tbtMs' | 'jsKb') => `${(page[key] / base[key]).toFixed(2)}×`;
  return [
    `${name} (\`${pagePath}\`)`,
    page.performance,
    page.accessibility,
    page['best-practices'],
    page.seo,
    page.cls.toFixed(3),
    `${(page.fcpMs / 1000).toFixed(1)} s`,
    `${(page.lcpMs / 1000).toFixed(1)} s`,
    `${page.tbtMs.toFixed(0)} ms`,
    page.jsKb.toFixed(1),
    ratio('lcpMs'),
    ratio('tbtMs'),
    ratio('jsKb'),
  ].join(' | ');
}

async function main(): Promise<void> {
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  const helloWorld = await startHelloWorld();
  const site = await startSite().catch(async (error: unknown) => {
    await helloWorld.stop();
    throw error;
  });
  try {
    // The hello-world page first: what React and the Next.js runtime cost on their own.
    const pages: [string, string, RunningSite][] = [
      [`baseline: hello-world Next ${helloWorld.version}`, '/', helloWorld],
      ...Object.entries(await discoverPublicPages(site.base)).map(
        ([name, pagePath]) => [name, pagePath, site] as [string, string, RunningSite],
      ),
    ];
    const figures: [string, string, PageFigures][] = [];
    const benchmarkIndexes: number[] = [];
    for (const [name, pagePath, server] of pages) {
      const url = `${server.base}${pagePath}`;
      await warm(url);
      const runs: RunScores[] = [];
      for (let run = 1; run <= RUNS; run++) {
        runs.push(await runOnce(url, `${name.replace(/\W+/g, '-')}-${run}`));
      }
      benchmarkIndexes.push(...runs.map((entry) => entry.benchmarkIndex));
      const pick = (key: keyof RunScores) => median(runs.map((entry) => entry[key]));
      const medians = Object.fromEntries(
        (Object.keys(runs[0] ?? {}) as (keyof RunScores)[]).map((key) => [key, pick(key)]),
      ) as unknown as RunScores;
      const jsKb = (await pageScriptsGzipBytes(server.base, pagePath)) / 1024;
      figures.push([name, pagePath, { ...medians, jsKb }]);
      console.error(`${name}: done`);
    }
    const baseline = figures[0]![2];
    console.log(`Lighthouse 12.2.3, mobile preset, median of ${RUNS} runs per page`);
    if (EXTRA_FLAGS.length > 0) console.log(`Extra Chromium flags: ${EXTRA_FLAGS.join(' ')}`);
    console.log('');
    console.log(
      '| page | Perf | A11y | BP | SEO | CLS | FCP | LCP | TBT | JS gzip kB | LCP/base | TBT/base | JS/base |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const [name, pagePath, page] of figures) {
      console.log(`| ${tableRow(name, pagePath, page, baseline)} |`);
    }
    console.log('');
    console.log(
      `Machine CPU benchmark index (Lighthouse): median ${median(benchmarkIndexes).toFixed(0)}, ` +
        `range ${Math.min(...benchmarkIndexes).toFixed(0)}–${Math.max(...benchmarkIndexes).toFixed(0)}`,
    );
  } finally {
    await Promise.all([site.stop(), helloWorld.stop()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
