import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './nginx';
import { copyTemplate, E2E_ADMIN } from './seeded-database';

/**
 * A second instance of the production build (server.mjs, as `npm start`) on its own port
 * and embedded database (or the DATABASE_URL given), with the e2e admin account, for tests that need settings or rate-limit state of their own:
 * TRUSTED_PROXIES=0 here, where the shared e2e server plays behind a proxy.
 */
export interface OwnServer {
  url: string;
  port: number;
  /** SIGTERM: the server drains and exits. */
  stop(): Promise<void>;
  /** SIGKILL: a crash. */
  kill(): Promise<void>;
}

/**
 * How long a start may take: a production server migrating and seeding its database on a
 * loaded 2-core machine. A hook that starts servers gives itself this much more time
 * (`test.setTimeout(OWN_SERVER_START_MS + …)`); Playwright's 60 s is too short for it.
 */
export const OWN_SERVER_START_MS = 120_000;

/** The address of a server bound to `hostname` ('' for none: every interface). */
function reachAt(hostname: string, port: number): string {
  if (hostname === '' || hostname === '0.0.0.0' || hostname === '::') {
    return `http://127.0.0.1:${port}`;
  }
  return `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`;
}

export async function startOwnServer(
  env: Record<string, string>,
  options: { port?: number; hostname?: string } = {},
): Promise<OwnServer> {
  const port = options.port ?? (await freePort());
  // As deploy/'s systemd unit runs it, behind nginx, unless the test binds it elsewhere.
  const hostname = options.hostname ?? '127.0.0.1';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-own-'));
  const pgliteDir = path.join(dataDir, 'pglite');
  // On PGlite, a copy of the run's seeded database (seeded-database.ts), admin included.
  const template = process.env.E2E_PGLITE_TEMPLATE;
  if (!env.DATABASE_URL && template) copyTemplate(template, pgliteDir);
  const url = reachAt(hostname, port);
  const child: ChildProcess = spawn(process.execPath, ['server.mjs'], {
    env: {
      ...process.env,
      ...E2E_ADMIN,
      PORT: String(port),
      HOSTNAME: hostname,
      DATABASE_URL: '',
      PGLITE_DIR: pgliteDir,
      SITE_URL: url,
      NEXTAUTH_URL: url,
      SMTP_URL: '',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const deadline = Date.now() + OWN_SERVER_START_MS;
  while (!(await answers(`${url}/api/version`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stopWith = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, port, stop: () => stopWith('SIGTERM'), kill: () => stopWith('SIGKILL') };
}

/** A request over a real TCP connection from the given loopback address (127.0.0.0/8). */
export function requestFrom(
  localAddress: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}
