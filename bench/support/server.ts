import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningSite {
  base: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
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

async function waitUntilUp(base: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/category`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The site did not answer at ${base} within ${timeoutMs} ms.`);
}

/**
 * BENCH_URL when set; otherwise `next start` of the current build on a fresh embedded
 * database in a temporary folder (demo data), stopped and removed by `stop()`.
 */
export async function startSite(): Promise<RunningSite> {
  if (process.env.BENCH_URL) {
    return { base: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} };
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const child = spawn('npx', ['next', 'start', '-p', String(port)], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PGLITE_DIR: path.join(dataDir, 'pglite'),
      SITE_URL: base,
      NEXTAUTH_URL: base,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(base, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
