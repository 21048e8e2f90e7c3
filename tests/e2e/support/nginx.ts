import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const NGINX_PATH = '/usr/sbin/nginx';
/** Where deploy/nginx-http.conf keeps the micro-cache on a server. */
const CACHE_FOLDER = '/var/cache/nginx/inchirieri-utilaje';

/**
 * A site file of deploy/ with the snippets it includes (docs/deploy.md: copied to
 * /etc/nginx/snippets/inchirieri-utilaje-{http,proxy}.conf) put in place, as nginx reads it.
 */
export function deployedText(file: string): string {
  const text = fs.readFileSync(path.join(process.cwd(), 'deploy', file), 'utf8');
  return text.replace(/include snippets\/inchirieri-utilaje-(\w+)\.conf;/g, (_, part: string) =>
    deployedText(`nginx-${part}.conf`),
  );
}

/**
 * Debian's nginx running a configuration of deploy/ as it is, but for the addresses a
 * deployment sets: the apps' upstream ports (in the order the file lists them) and the
 * listening port. Everything nginx writes goes to a temporary folder.
 */
export async function startNginx(
  file: 'nginx-site.conf' | 'nginx-balanced.conf',
  appPorts: number[],
  /** More of the http block, for a bench's side-by-side server (`{port}`: a free port). */
  extra?: (port: number) => string,
): Promise<{ url: string; extraUrl: string; pid: number; stop(): Promise<string> }> {
  const port = await freePort();
  const extraPort = await freePort();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-nginx-'));
  // nginx's workers run as another user than the master (root here): they must reach the
  // temporary folders below, where a request body over 16 kB is written.
  fs.chmodSync(folder, 0o755);
  let upstream = 0;
  const site = deployedText(file)
    .replace(/server 127\.0\.0\.1:\d+/g, () => `server 127.0.0.1:${appPorts[upstream++]}`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('listen [::]:80;', `listen [::1]:${port};`)
    .replace(CACHE_FOLDER, `${folder}/cache`);
  const config = path.join(folder, 'nginx.conf');
  fs.writeFileSync(
    config,
    [
      `pid ${folder}/nginx.pid;`,
      `error_log ${folder}/error.log;`,
      'events {}',
      'http {',
      `  access_log off;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${folder}/${kind};`,
      ),
      site,
      extra?.(extraPort) ?? '',
      '}',
    ].join('\n'),
  );
  const child = spawn(NGINX_PATH, ['-c', config, '-g', 'daemon off;'], { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`nginx did not start: ${fs.readFileSync(`${folder}/error.log`, 'utf8')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    extraUrl: `http://127.0.0.1:${extraPort}`,
    pid: child.pid!,
    /** Stops nginx; answers what it wrote to its error log. */
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
      const errors = fs.readFileSync(`${folder}/error.log`, 'utf8');
      fs.rmSync(folder, { recursive: true, force: true });
      return errors;
    },
  };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** What a made-up path of `length` characters gets, then what ten normal requests get. */
export async function longPathsThenNormal(
  url: string,
  lengths: number[],
): Promise<{ long: string[]; normal: string[] }> {
  const status = async (path: string) => {
    try {
      const res = await fetch(`${url}${path}`);
      await res.arrayBuffer();
      return String(res.status);
    } catch (error) {
      return error instanceof Error ? error.message : 'error';
    }
  };
  const long: string[] = [];
  for (const length of lengths) long.push(await status(`/${'a'.repeat(length - 1)}`));
  const normal: string[] = [];
  for (let i = 0; i < 10; i++) normal.push(await status(i % 2 ? '/home' : '/en/home'));
  return { long, normal };
}
