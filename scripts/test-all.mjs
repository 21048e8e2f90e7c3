// `npm test`: lint, type check and unit tests (with the component tests) side by side; then
// integration beside the one production build; then e2e against that build. Prints the
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
 * Steps of a stage run at the same time: the checks are single-threaded and short, and
 * integration waits on PostgreSQL often enough to leave the build room on two cores. A
 * step runs only once the steps it comes `after` have passed.
 */
const stages = [
  [
    { name: 'lint', command: 'npm', args: ['run', 'lint'] },
    { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
    { name: 'unit', command: 'npm', args: ['run', 'test:unit', '--', ...vitestJson('unit')] },
  ],
  [
    {
      name: 'integration',
      command: 'npm',
      args: ['run', 'test:integration', '--', ...vitestJson('integration')],
    },
    { name: 'build', command: 'npm', args: ['run', 'build'] },
  ],
  // The build above is the one e2e tests (`npm run test:e2e` alone builds first).
  [{ name: 'e2e', command: 'npx', args: ['playwright', 'test'], after: 'build' }],
];

/**
 * Runs one step. Alone in its stage, it writes to the terminal as it goes; beside others,
 * into reports/<name>.log, printed whole when it ends so outputs never interleave.
 */
function run(step, alone) {
  const logFile = path.join(reports, `${step.name}.log`);
  const started = Date.now();
  const output = alone ? 'inherit' : fs.openSync(logFile, 'w');
  const child = spawn(step.command, step.args, { stdio: ['ignore', output, output] });
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      if (!alone) {
        fs.closeSync(output);
        console.log(`\n=== ${step.name} ===`);
        process.stdout.write(fs.readFileSync(logFile));
      }
      const wall = Math.round((Date.now() - started) / 1000);
      resolve({ ok: code === 0, time: `${step.name} ${wall}s` });
    });
  });
}

const failedSteps = [];
const seconds = [];
const totalStarted = Date.now();
for (const stage of stages) {
  const runnable = stage.filter((step) => {
    if (!step.after || !failedSteps.includes(step.after)) return true;
    console.log(`\n=== ${step.name} ===\nskipped: ${step.after} failed`);
    failedSteps.push(step.name);
    return false;
  });
  const alone = runnable.length === 1;
  if (alone) console.log(`\n=== ${runnable[0].name} ===`);
  else console.log(`\n=== ${runnable.map((step) => step.name).join(' + ')}, side by side ===`);
  const results = await Promise.all(runnable.map((step) => run(step, alone)));
  results.forEach((result, index) => {
    seconds.push(result.time);
    if (!result.ok) failedSteps.push(runnable[index].name);
  });
}

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
