import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort, stopperOf, waitUntilUp, type RunningSite } from './server';

/**
 * The floor a Next.js page can reach on this machine: a hello-world App Router app (one
 * layout, one static page with a heading) built with the project's own `next`, so the same
 * version and the same React. Written under reports/ (not committed) and built once per
 * Next version; bench:lighthouse measures the site's pages against it in the same run.
 */
const APP_DIR = path.resolve('reports', 'hello-world-next');
const NEXT_BIN = createRequire(import.meta.url).resolve('next/dist/bin/next');
const NEXT_VERSION = (createRequire(import.meta.url)('next/package.json') as { version: string })
  .version;

const FILES: Record<string, string> = {
  // Its own package and config, so Next does not take the project's next.config.ts.
  'package.json': '{ "name": "hello-world-next", "private": true }\n',
  'next.config.mjs': 'export default {};\n',
  'app/layout.jsx': `export const metadata = { title: 'Hello world', description: 'A hello-world Next.js page.' };
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `export default function Page() {
  return (
    <main>
      <h1>Hello world</h1>
      <p>The smallest page a Next.js app serves.</p>
    </main>
  );
}
`,
};

function buildOnce(): void {
  const stamp = path.join(APP_DIR, '.next', 'built-with');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === NEXT_VERSION) return;
  fs.rmSync(APP_DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(APP_DIR, file)), { recursive: true });
    fs.writeFileSync(path.join(APP_DIR, file), text);
  }
  execFileSync(process.execPath, [NEXT_BIN, 'build', APP_DIR], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  fs.writeFileSync(stamp, NEXT_VERSION);
}

/** Builds (when needed) and starts the hello-world app with `next start` on a free port. */
export async function startHelloWorld(): Promise<RunningSite & { version: string }> {
  buildOnce();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [NEXT_BIN, 'start', APP_DIR, '--port', String(port), '--hostname', '127.0.0.1'],
    {
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const stop = stopperOf(child);
  try {
    await waitUntilUp(base, child, 120_000, `${base}/`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: child.pid, stop, version: NEXT_VERSION };
}
