// Runs after `next build`: marks the client runtime every page runs at startup (React DOM,
// the Next.js router, Turbopack's loader: the build manifest's rootMainFiles) with V8's
// explicit compile hint. Chrome 136+ then compiles those functions on the thread that streams
// the script in, instead of one by one on the main thread when hydration first calls them:
// that lazy compilation was most of the longest task on every page (docs/performance.md).
// Page chunks are left alone: the hint is for code that is certain to run on load.
import fs from 'node:fs';
import path from 'node:path';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const BUILD_DIR = '.next';
const manifest = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, 'build-manifest.json'), 'utf8'));
const files = manifest.rootMainFiles;
if (!Array.isArray(files) || files.length === 0) {
  // A Next.js upgrade that moves this list should be noticed, not silently lose the hint.
  throw new Error('compile-hints: .next/build-manifest.json has no rootMainFiles');
}

let marked = 0;
for (const file of files) {
  const chunk = path.join(BUILD_DIR, file);
  const code = fs.readFileSync(chunk, 'utf8');
  if (code.startsWith(COMPILE_HINT)) continue;
  fs.writeFileSync(chunk, COMPILE_HINT + code);
  marked += 1;
}
console.log(
  `compile-hints: ${marked} of ${files.length} runtime chunks marked for eager compilation`,
);
