// `npm test`: lint, type check, unit (with the component tests), integration, one production
// build, and e2e against it; then the seconds of each step and one closing summary line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const reports = 'reports';
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/${name}.json`,
];
const steps = [
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
  { name: 'unit', command: 'npm', args: ['run', 'test:unit', '--', ...vitestJson('unit')] },
  {
    name: 'integration',
    command: 'npm',
    args: ['run', 'test:integration', '--', ...vitestJson('integration')],
  },
  { name: 'build', command: 'npm', args: ['run', 'build'] },
  // The build above is the one e2e tests (`npm run test:e2e` alone builds first).
  { name: 'e2e', command: 'npx', args: ['playwright', 'test'], after: 'build' },
];

/**
 * CPU seconds used so far by this process's finished children (Linux: /proc/self/stat), so
 * each step can say how much of the 2 cores it took as well as how long it lasted.
 */
function childCpuSeconds() {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // cutime and cstime: fields 16 and 17 of stat, in clock ticks (100 per second on Linux).
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

const failedSteps = [];
const seconds = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  if (step.after && failedSteps.includes(step.after)) {
    console.log(`skipped: ${step.after} failed`);
    failedSteps.push(step.name);
    continue;
  }
  const started = Date.now();
  const cpuBefore = childCpuSeconds();
  const result = spawnSync(step.command, step.args, { stdio: 'inherit' });
  const cpu = cpuBefore === undefined ? undefined : childCpuSeconds() - cpuBefore;
  const wall = Math.round((Date.now() - started) / 1000);
  seconds.push(`${step.name} ${wall}s${cpu === undefined ? '' : ` (cpu ${Math.round(cpu)}s)`}`);
  if (result.status !== 0) failedSteps.push(step.name);
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

console.log(`\nSeconds per step: ${seconds.join(', ')}`);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length > 0 || failed > 0 || passed === 0 ? 1 : 0);
