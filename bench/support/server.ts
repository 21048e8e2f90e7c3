import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningSite {
  base: string;
  /** The server's process id (its memory is read from /proc); absent for BENCH_URL. */
  pid?: number;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Stops `child` with SIGTERM and waits for it to exit (nothing if it already has). */
export function stopperOf(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  };
}

/** Waits until `url` answers 2xx (default: the site's category list). */
export async function waitUntilUp(
  base: string,
  child: ChildProcess,
  timeoutMs: number,
  url = `${base}/api/category`,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The site did not answer at ${base} within ${timeoutMs} ms.`);
}

/**
 * The production server of the current build (`node server.mjs`, as `npm start` runs it) on
 * a free port, bound to 127.0.0.1 as deploy/ runs it, with `env` added to this process's
 * environment. Its own process, so `pid` is the server's and its memory can be read. `port`
 * when given (a machine whose benches share a range of ports), else any free one.
 */
export async function startProductionServer(
  env: Record<string, string>,
  port?: number,
): Promise<RunningSite> {
  port ??= await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['server.mjs'], {
    env: {
      ...process.env,
      HOSTNAME: '127.0.0.1',
      // Whatever this script runs under, the server is a production one.
      NODE_ENV: 'production' as const,
      PORT: String(port),
      SITE_URL: base,
      NEXTAUTH_URL: base,
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = stopperOf(child);
  try {
    await waitUntilUp(base, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: child.pid, stop };
}

/**
 * BENCH_URL when set; otherwise the production server of the current build on a fresh
 * embedded database in a temporary folder (demo data), stopped and removed by `stop()`.
 */
export async function startSite(): Promise<RunningSite> {
  if (process.env.BENCH_URL) {
    return { base: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    const site = await startProductionServer({
      DATABASE_URL: '',
      PGLITE_DIR: path.join(dataDir, 'pglite'),
    });
    return { ...site, stop: () => site.stop().then(removeData) };
  } catch (error) {
    removeData();
    throw error;
  }
}
