// `npm test`: lint, type check, unit, integration and e2e, then one closing summary line.
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
  { name: 'lint', args: ['run', 'lint'] },
  { name: 'typecheck', args: ['run', 'typecheck'] },
  { name: 'unit', args: ['run', 'test:unit', '--', ...vitestJson('unit')] },
  { name: 'integration', args: ['run', 'test:integration', '--', ...vitestJson('integration')] },
  { name: 'e2e', args: ['run', 'test:e2e'] },
];

const failedSteps = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const result = spawnSync('npm', step.args, { stdio: 'inherit' });
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

if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length > 0 || failed > 0 || passed === 0 ? 1 : 0);
