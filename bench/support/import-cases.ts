import os from 'node:os';
import {
  modelOf,
  newMachinesZip,
  newPrice,
  pictureMachinesZip,
  pricesCsv,
  smallPicture,
} from './import-files';
import type { ImportAnswer, ImportSite, TimedImport } from './import-measure';

/** Rows of the large files (the issue's 10,000) and of the picture files (its 200). */
export const LARGE_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
export const PICTURE_ROWS = Number(process.env.BENCH_IMPORT_PICTURES ?? 200);
/** The baseline import of the same run: the same kind of rows as the large file, fewer. */
export const BASELINE_ROWS = 100;

const ZIP = 'application/zip';
const CSV = 'text/csv';

export interface BenchFiles {
  baseline: Buffer;
  large: Buffer;
  /** The CSV inside `large`, uncompressed. */
  largeTableBytes: number;
  prices: Buffer;
  pictures: Buffer;
  exifPictures: Buffer;
  /** The JPEGs inside `pictures` and `exifPictures`, in bytes. */
  pictureBytes: number;
  exifPictureBytes: number;
}

/** Every file of the bench, made once and sent to every server. */
export async function buildFiles(): Promise<BenchFiles> {
  const picture = await smallPicture();
  const large = await newMachinesZip('mare', LARGE_ROWS, picture);
  const pictures = await pictureMachinesZip('foto', PICTURE_ROWS, false);
  const exifPictures = await pictureMachinesZip('exif', PICTURE_ROWS, true);
  return {
    baseline: (await newMachinesZip('baza', BASELINE_ROWS, picture)).bytes,
    large: large.bytes,
    largeTableBytes: large.table.length,
    prices: pricesCsv('mare', LARGE_ROWS),
    pictures: pictures.bytes,
    exifPictures: exifPictures.bytes,
    pictureBytes: pictures.pictureBytes,
    exifPictureBytes: exifPictures.pictureBytes,
  };
}

/** The goal a case is held to: the issue's rows goal (time and RSS), its pictures goal
 * (time), or none (the baseline). */
export type Goal = 'rows' | 'pictures' | null;

interface Case {
  name: string;
  rows: number;
  type: string;
  file: (files: BenchFiles) => Buffer;
  expect: Pick<ImportAnswer, 'created' | 'updated' | 'unchanged'>;
  goal: Goal;
  /** Further checks after the apply; each returned text is a failure. */
  check?: (site: ImportSite) => Promise<string[]>;
}

const created = (n: number) => ({ created: n, updated: 0, unchanged: 0 });

export const CASES: Case[] = [
  {
    name: `baseline: ${BASELINE_ROWS} new machines, one shared picture (zip)`,
    rows: BASELINE_ROWS,
    type: ZIP,
    file: (files) => files.baseline,
    expect: created(BASELINE_ROWS),
    goal: null,
  },
  {
    name: `${LARGE_ROWS} new machines, one shared picture (zip)`,
    rows: LARGE_ROWS,
    type: ZIP,
    file: (files) => files.large,
    expect: created(LARGE_ROWS),
    goal: 'rows',
  },
  {
    name: `the same file again: ${LARGE_ROWS} unchanged`,
    rows: LARGE_ROWS,
    type: ZIP,
    file: (files) => files.large,
    expect: { created: 0, updated: 0, unchanged: LARGE_ROWS },
    goal: 'rows',
  },
  {
    name: `${LARGE_ROWS} prices (CSV model;price_day)`,
    rows: LARGE_ROWS,
    type: CSV,
    file: (files) => files.prices,
    expect: { created: 0, updated: LARGE_ROWS, unchanged: 0 },
    goal: 'rows',
    async check(site) {
      const failures = [];
      for (const n of [1, Math.ceil(LARGE_ROWS / 2), LARGE_ROWS]) {
        const price = await site.priceDayOf(modelOf('mare', n));
        if (price !== newPrice(n)) failures.push(`machine ${n}: price_day ${price}`);
      }
      return failures;
    },
  },
  {
    name: `${PICTURE_ROWS} new machines, own ~1 MB JPEG each, kept byte for byte`,
    rows: PICTURE_ROWS,
    type: ZIP,
    file: (files) => files.pictures,
    expect: created(PICTURE_ROWS),
    goal: 'pictures',
  },
  {
    name: `${PICTURE_ROWS} new machines, own ~1 MB JPEG each with EXIF, re-encoded`,
    rows: PICTURE_ROWS,
    type: ZIP,
    file: (files) => files.exifPictures,
    expect: created(PICTURE_ROWS),
    goal: 'pictures',
  },
];

export interface CaseResult {
  driver: string;
  round: number;
  name: string;
  rows: number;
  fileBytes: number;
  goal: Goal;
  idleRssMb: number;
  /** The 1-minute load average when the apply started (2 cores: above 2 is contention). */
  load: number;
  dryRun: TimedImport;
  apply: TimedImport;
  failures: string[];
}

/** What differs between an answer and what the case expects. */
function mismatches(what: string, timed: TimedImport, expect: Case['expect']): string[] {
  const { answer } = timed;
  const failures: string[] = [];
  if (answer.status !== 200) failures.push(`${what} answered ${answer.status}`);
  if (answer.errors?.length) {
    failures.push(
      `${what}: ${answer.errors.length} errors, first ${JSON.stringify(answer.errors[0])}`,
    );
  }
  for (const key of ['created', 'updated', 'unchanged'] as const) {
    if (answer[key] !== expect[key])
      failures.push(`${what}: ${key} ${answer[key]} ≠ ${expect[key]}`);
  }
  return failures;
}

/** Every case on one signed-in site, in order: dry run, apply, then the checks. */
export async function runCases(
  site: ImportSite,
  files: BenchFiles,
  { driver, round }: { driver: string; round: number },
  log: (line: string) => void,
): Promise<CaseResult[]> {
  // Let the start settle (the first requests compile and cache), then read the idle RSS.
  await site.machineCount();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idleRssMb = site.rssMb();
  let expectedCount = await site.machineCount();
  log(`idle RSS ${idleRssMb.toFixed(0)} MB, ${expectedCount} machines`);
  const results: CaseResult[] = [];
  for (const entry of CASES) {
    const bytes = entry.file(files);
    const dryRun = await site.importFile(bytes, entry.type, true);
    const load = os.loadavg()[0] ?? 0;
    const apply = await site.importFile(bytes, entry.type, false);
    const failures = [
      ...mismatches('dry run', dryRun, entry.expect),
      ...mismatches('apply', apply, entry.expect),
      ...((await entry.check?.(site)) ?? []),
    ];
    expectedCount += entry.expect.created;
    const count = await site.machineCount();
    if (count !== expectedCount)
      failures.push(`${count} machines listed, ${expectedCount} expected`);
    const result = { driver, round, name: entry.name, rows: entry.rows, fileBytes: bytes.length };
    results.push({ ...result, goal: entry.goal, idleRssMb, load, dryRun, apply, failures });
    log(
      `${entry.name}: dry run ${(dryRun.ms / 1000).toFixed(1)} s (${dryRun.peakRssMb.toFixed(0)} MB), ` +
        `apply ${(apply.ms / 1000).toFixed(1)} s (${apply.peakRssMb.toFixed(0)} MB), ` +
        `server CPU ${(dryRun.cpuMs / 1000).toFixed(1)} / ${(apply.cpuMs / 1000).toFixed(1)} s, ` +
        `slowest /robots.txt ${(dryRun.slowestProbeMs / 1000).toFixed(1)} / ${(apply.slowestProbeMs / 1000).toFixed(1)} s, ` +
        `load ${load.toFixed(1)}${failures.length ? `; FAILED: ${failures.join('; ')}` : ''}`,
    );
  }
  return results;
}
