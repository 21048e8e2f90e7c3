import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase, setDatabaseHandle } from '@/db/client';
import { todayInRomania } from '@/lib/reservations/days';
import { readProductAvailability } from '@/lib/reservations/public';
import { categoryCalendar } from '@/lib/reservations/queries';
import type { ScaleSite } from './scale-measure';
import { median } from './timing';

/**
 * Issue #35, item 5: the large catalogue with 50 reservations on each of its 10,000
 * machines. A product page's availability may add at most 20 % to its cold render, and a
 * category's month calendar of 50 machines must be one query.
 */
export const RESERVATIONS_PER_MACHINE = 50;
const AVAILABILITY_SAMPLES = 15;
const READ_SAMPLES = 50;

const CATEGORY = 'categorie-scala-101';
/** The machine measured, and the baseline beside it: 0 units, so its page shows no availability. */
const BOOKED = 'utilaj-scala-05025';
const BASELINE = 'utilaj-scala-05026';
const pagePath = (slug: string) => `/categorie/${CATEGORY}/utilaj/${slug}`;

/**
 * 50 reservations a machine, one every 8 days from 200 days ago (3 days each, so some fall in
 * every machine's next 60 days and most are past or further ahead), every tenth tentative.
 */
const FILL_SQL = `
INSERT INTO reservations (product_id, units, start_day, end_day, status, customer_name)
SELECT p.id, 1,
       current_date + (k * 8 - 200 + substring(p.slug FROM 14)::int % 5),
       current_date + (k * 8 - 198 + substring(p.slug FROM 14)::int % 5),
       CASE WHEN k % 10 = 0 THEN 'tentative' ELSE 'confirmed' END,
       'Client bench ' || k
FROM products p CROSS JOIN generate_series(0, ${RESERVATIONS_PER_MACHINE - 1}) AS k
WHERE p.slug LIKE 'utilaj-scala-%';
UPDATE products SET units = 0 WHERE slug = '${BASELINE}';
ANALYZE reservations;
`;

export interface AvailabilityFigures {
  reservations: number;
  fillSeconds: number;
  /** Cold product page of BOOKED before any reservation existed. */
  beforeMs: number;
  /** Cold product page of the 0-unit machine: no availability on the page. */
  baselineMs: number;
  /** Cold product page of BOOKED with its 50 reservations. */
  bookedMs: number;
  /** readProductAvailability alone, in this process, on the same database. */
  readMs: number;
  calendarMs: number;
  calendarQueries: number;
  calendarMachines: number;
  calendarReservations: number;
}

async function sqlOn<Row extends object = object>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Without values: the simple protocol, which runs several statements at once.
    const result = values.length > 0 ? client.query<Row>(text, values) : client.query<Row>(text);
    return (await result).rows;
  } finally {
    await client.end();
  }
}

/** Counts the SQL statements node-postgres sends while `work` runs. */
async function countQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  let queries = 0;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    queries += 1;
    return original.apply(this, args);
  };
  try {
    return { result: await work(), queries };
  } finally {
    prototype.query = original;
  }
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/** Each page's cold time in turn, AVAILABILITY_SAMPLES rounds; the medians. */
async function coldMedians(site: ScaleSite, paths: string[]): Promise<number[]> {
  const values = paths.map((): number[] => []);
  for (let round = 0; round < AVAILABILITY_SAMPLES; round++) {
    for (const [index, path] of paths.entries()) values[index]!.push(await site.coldMs(path));
  }
  return values.map(median);
}

export async function measureAvailability(
  site: ScaleSite,
  databaseUrl: string,
  log: (line: string) => void,
): Promise<AvailabilityFigures> {
  log('availability: the cold product page before any reservation');
  const [beforeMs] = await coldMedians(site, [pagePath(BOOKED)]);
  log(`availability: adding ${RESERVATIONS_PER_MACHINE} reservations to each machine…`);
  const fillStart = performance.now();
  await sqlOn(databaseUrl, FILL_SQL);
  const fillSeconds = (performance.now() - fillStart) / 1000;
  log('availability: cold product pages, a 0-unit machine and one with 50 reservations');
  const [baselineMs, bookedMs] = await coldMedians(site, [pagePath(BASELINE), pagePath(BOOKED)]);

  const handle = openDatabase({ databaseUrl, pgliteDir: '' });
  setDatabaseHandle(handle);
  try {
    const rows = await sqlOn<{ id: string; category_id: string; n: string }>(
      databaseUrl,
      `select p.id, p.category_id, (select count(*) from reservations) as n
         from products p where p.slug = $1`,
      [BOOKED],
    );
    const machine = rows[0]!;
    const today = todayInRomania();
    log('availability: the read alone, and the month calendar of a category');
    const reads: number[] = [];
    for (let sample = 0; sample < READ_SAMPLES; sample++) {
      reads.push(await timed(() => readProductAvailability(machine.id, today, handle.db)));
    }
    const first = `${today.slice(0, 7)}-01`;
    const next = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 1));
    const last = new Date(next.getTime() - 86_400_000).toISOString().slice(0, 10);
    const calendars: number[] = [];
    let counted = { result: [] as Awaited<ReturnType<typeof categoryCalendar>>, queries: 0 };
    for (let sample = 0; sample < READ_SAMPLES; sample++) {
      const start = performance.now();
      counted = await countQueries(() => categoryCalendar(machine.category_id, first, last));
      calendars.push(performance.now() - start);
    }
    return {
      reservations: Number(machine.n),
      fillSeconds,
      beforeMs: beforeMs!,
      baselineMs: baselineMs!,
      bookedMs: bookedMs!,
      readMs: median(reads),
      calendarMs: median(calendars),
      calendarQueries: counted.queries,
      calendarMachines: counted.result.length,
      calendarReservations: counted.result.reduce((sum, row) => sum + row.reservations.length, 0),
    };
  } finally {
    setDatabaseHandle(undefined);
    await handle.close();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export function availabilityTable(f: AvailabilityFigures): string {
  const ratio = (value: number) => `${(value / f.baselineMs).toFixed(2)}×`;
  return [
    `| 10,000 machines, ${f.reservations.toLocaleString('en')} reservations | time | ratio to the 0-unit page |`,
    '|---|---|---|',
    `| product page of a 0-unit machine (no availability shown), cold | ${ms(f.baselineMs)} | 1.00× |`,
    `| product page, 50 reservations, cold | ${ms(f.bookedMs)} | ${ratio(f.bookedMs)} |`,
    `| the same page before any reservation existed, cold | ${ms(f.beforeMs)} | ${ratio(f.beforeMs)} |`,
    `| the availability read alone (one query) | ${ms(f.readMs)} | |`,
    `| category month calendar, ${f.calendarMachines} machines, ${f.calendarReservations} reservations | ${ms(f.calendarMs)}, ${f.calendarQueries} quer${f.calendarQueries === 1 ? 'y' : 'ies'} | |`,
    `| adding the reservations by SQL | ${f.fillSeconds.toFixed(1)} s | |`,
  ].join('\n');
}

export function availabilityChecks(f: AvailabilityFigures): { check: string; pass: boolean }[] {
  return [
    {
      check: "a product page's availability adds ≤ 20 % to its cold render (50 reservations)",
      pass: f.bookedMs <= 1.2 * f.baselineMs,
    },
    {
      check: 'a category month calendar of 50 machines is one query',
      pass: f.calendarQueries === 1 && f.calendarMachines === 50,
    },
  ];
}
