import type { BenchFiles, CaseResult } from './import-cases';

/** The issue's goals (#32, item 1). */
export const GOAL_MS = 60_000;
export const GOAL_RSS_MB = 700;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (value: number) => `${value.toFixed(0)} MB`;
const times = (value: number) => `${value.toFixed(2)}×`;

/** The baseline (100-row) result of the same server as `result`. */
function baselineOf(results: CaseResult[], result: CaseResult): CaseResult | undefined {
  return results.find(
    (other) =>
      other.driver === result.driver && other.round === result.round && other.goal === null,
  );
}

function table(results: CaseResult[]): string {
  const lines = [
    '| driver | round | case | file | dry run | apply | server CPU dry run / apply | apply ÷ 60 s | peak RSS dry run / apply | RSS ÷ 700 MB | apply ÷ 100-row apply | per row ÷ 100-row | RSS ÷ idle | slowest /robots.txt dry run / apply | load |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const result of results) {
    const base = baselineOf(results, result);
    const peak = Math.max(result.dryRun.peakRssMb, result.apply.peakRssMb);
    const perRow = (entry: CaseResult) => entry.apply.ms / entry.rows;
    lines.push(
      [
        '',
        result.driver,
        result.round,
        result.name,
        `${(result.fileBytes / 1024 ** 2).toFixed(1)} MB`,
        seconds(result.dryRun.ms),
        seconds(result.apply.ms),
        `${seconds(result.dryRun.cpuMs)} / ${seconds(result.apply.cpuMs)}`,
        times(result.apply.ms / GOAL_MS),
        `${mb(result.dryRun.peakRssMb)} / ${mb(result.apply.peakRssMb)}`,
        times(peak / GOAL_RSS_MB),
        base ? times(result.apply.ms / base.apply.ms) : '',
        base ? times(perRow(result) / perRow(base)) : '',
        times(peak / result.idleRssMb),
        `${seconds(result.dryRun.slowestProbeMs)} / ${seconds(result.apply.slowestProbeMs)}`,
        result.load.toFixed(1),
        '',
      ].join(' | '),
    );
  }
  return lines.join('\n').replace(/^ \| /gm, '| ').replace(/ \| $/gm, ' |');
}

/** The goal checks of every case held to one, and the correctness checks of all. */
function checks(results: CaseResult[]): { check: string; pass: boolean }[] {
  const list: { check: string; pass: boolean }[] = [];
  for (const result of results) {
    const where = `${result.driver}, round ${result.round}: ${result.name}`;
    const peak = Math.max(result.dryRun.peakRssMb, result.apply.peakRssMb);
    if (result.goal) {
      list.push({
        check: `${where}: applied in ${seconds(result.apply.ms)} (≤ 60 s)`,
        pass: result.apply.ms <= GOAL_MS,
      });
    }
    if (result.goal === 'rows') {
      list.push({
        check: `${where}: peak server RSS ${mb(peak)} (≤ ${GOAL_RSS_MB} MB)`,
        pass: peak <= GOAL_RSS_MB,
      });
    }
    list.push({
      check: `${where}: answers and machine count as expected${result.failures.length ? ` (${result.failures.join('; ')})` : ''}`,
      pass: result.failures.length === 0,
    });
  }
  return list;
}

/** Prints the table and the checks; true when every goal and check is met. */
export function printResults(results: CaseResult[], files: BenchFiles, cpus: number): boolean {
  const megabytes = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  console.log(
    `\nFiles: the large zip ${megabytes(files.large.length)} (its CSV ${megabytes(files.largeTableBytes)}), ` +
      `prices CSV ${megabytes(files.prices.length)}, pictures ${megabytes(files.pictureBytes)} ` +
      `(with EXIF ${megabytes(files.exifPictureBytes)}). ${cpus} CPUs; times are wall times ` +
      "to the answer's last byte, the upload included; RSS is the server process's VmRSS, " +
      'read every 100 ms; server CPU is its user and system time during the request (the load ' +
      'beside it stretches wall times, much less CPU); /robots.txt (no database) is asked ' +
      'every 250 ms during each request.\n',
  );
  console.log(`${table(results)}\n`);
  const list = checks(results);
  for (const { check, pass } of list) console.log(`${pass ? 'PASS' : 'FAIL'}  ${check}`);
  return list.every((entry) => entry.pass);
}
