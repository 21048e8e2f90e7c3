// `npm test`: every step starts as soon as the steps it needs have passed, so the two cores
// never wait on one step alone. The production build starts at once beside lint, type check,
// unit and then integration; e2e runs against that build once they are done. Prints the
// seconds of each step and one closing summary line.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const reports = 'reports';
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/${name}.json`,
];
/**
 * `after`: the steps that must pass first. The work is CPU-bound on two cores
 * (docs/testing.md), so the order hardly changes the total; what it changes is starvation.
 * Run beside e2e's three browsers, integration got a quarter of a core: on a slow machine it
 * took 370 s instead of 80, and a test of twenty PDFs ran past its 60 s. So e2e, which has
 * the browser's and the tests' generous timeouts, comes last, once integration is done.
 */
const steps = [
  // The typecheck step checks the types: the build need not check them a second time.
  { name: 'build', command: 'npm', args: ['run', 'build'], env: { BUILD_SKIPS_TYPE_CHECK: '1' } },
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
  { name: 'unit', command: 'npm', args: ['run', 'test:unit', '--', ...vitestJson('unit')] },
  {
    name: 'integration',
    command: 'npm',
    args: ['run', 'test:integration', '--', ...vitestJson('integration')],
    after: ['unit'],
  },
  {
    name: 'e2e',
    command: 'npx',
    args: ['playwright', 'test'],
    after: ['build', 'integration'],
  },
];

const failedSteps = [];
const seconds = [];
const totalStarted = Date.now();

/**
 * Runs one step, its output into reports/<name>.log, printed whole when it ends so outputs
 * of steps running side by side never interleave.
 */
function run(step) {
  const logFile = path.join(reports, `${step.name}.log`);
  const started = Date.now();
  const output = fs.openSync(logFile, 'w');
  console.log(`started ${step.name} at ${Math.round((started - totalStarted) / 1000)}s`);
  const child = spawn(step.command, step.args, {
    stdio: ['ignore', output, output],
    env: { ...process.env, ...step.env },
  });
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      fs.closeSync(output);
      console.log(`\n=== ${step.name} ===`);
      process.stdout.write(fs.readFileSync(logFile));
      const wall = Math.round((Date.now() - started) / 1000);
      seconds.push(`${step.name} ${wall}s`);
      resolve(code === 0);
    });
  });
}

const finished = new Map();
/** A step's promise: true once it passed; false when it or a step it needs failed. */
function outcome(step) {
  if (!finished.has(step.name)) {
    const needs = (step.after ?? []).map((name) => outcome(steps.find((s) => s.name === name)));
    finished.set(
      step.name,
      Promise.all(needs).then(async (passed) => {
        if (!passed.every(Boolean)) {
          console.log(`\n=== ${step.name} ===\nskipped: a step it needs failed`);
          failedSteps.push(step.name);
          return false;
        }
        const ok = await run(step);
        if (!ok) failedSteps.push(step.name);
        return ok;
      }),
    );
  }
  return finished.get(step.name);
}
await Promise.all(steps.map(outcome));

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const name of ['unit', 'integration']) {
  const report = readJson(`${reports}/${name}.json`);
  passed += report?.numPassedTests ?? 0;
  failed += report?.numFailedTests ?? 0;
  skipped += (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0);
}
const e2e = readJson(`${reports}/e2e.json`)?.stats;
passed += (e2e?.expected ?? 0) + (e2e?.flaky ?? 0);
failed += e2e?.unexpected ?? 0;
skipped += e2e?.skipped ?? 0;

const total = Math.round((Date.now() - totalStarted) / 1000);
console.log(`\nSeconds per step: ${seconds.join(', ')}; all steps ${total}s`);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length > 0 || failed > 0 || passed === 0 ? 1 : 0);
