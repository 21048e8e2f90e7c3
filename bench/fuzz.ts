/**
 * A fuzz run against a running site (`npm start`, or BENCH_URL): random methods, every API
 * route and public page with made-up parameters, and bodies a client should never send
 * (empty, cut, NUL, nested 10,000 deep, 200 kB, wrong types, random bytes). Prints how many
 * answers of each class came back and every request that got a 5xx. Run by hand:
 *   npm run bench:fuzz       (BENCH_URL=http://127.0.0.1:3000, FUZZ_REQUESTS=5000)
 * It sends traffic to that one address only, 8 requests at a time, and stops by itself.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const base = (process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const total = Number(process.env.FUZZ_REQUESTS ?? 5000);
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'];
const PAGES = ['/home', '/contact', '/cautare', '/categorie/[x]', '/categorie/[x]/utilaj/[y]'];

/** Every route under app/api, its dynamic segments left as [name]. */
function apiRoutes(dir = 'app/api', prefix = '/api'): string[] {
  const routes: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === 'route.ts') routes.push(prefix);
    if (entry.isDirectory()) {
      routes.push(...apiRoutes(path.join(dir, entry.name), `${prefix}/${entry.name}`));
    }
  }
  return routes;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const SEGMENT_VALUES = [
  () => randomUUID(),
  () => randomBytes(4).toString('hex'),
  () => '%ff',
  () => '%00',
  () => encodeURIComponent('ș'.repeat(50)),
  () => 'a'.repeat(2000),
  () => '..%2f..%2fetc%2fpasswd',
];
const BODIES: Record<string, () => string | Buffer | undefined> = {
  none: () => undefined,
  empty: () => '',
  cut: () => '{"name": "Excav',
  nul: () => '{"name":"a\u0000b","model":"\u0000"}',
  deep: () => '['.repeat(10_000) + ']'.repeat(10_000),
  large: () => JSON.stringify({ name: 'x'.repeat(200_000) }),
  types: () => JSON.stringify({ name: [1, 2], uuid: {}, price_day: '1e999', gallery: 'x' }),
  bytes: () => randomBytes(512),
};
const TYPES = [
  'application/json',
  'text/plain',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
];

function fill(route: string): string {
  return route
    .replace(/\[\.\.\.[^\]]+\]/g, () => `${pick(SEGMENT_VALUES)()}/${pick(SEGMENT_VALUES)()}`)
    .replace(/\[[^\]]+\]/g, () => pick(SEGMENT_VALUES)());
}

/**
 * The answer's status; 0 when none came; -1 when the server answered early and closed while
 * this client was still sending a body the route does not read (allowed by HTTP, and curl
 * reads such answers, but Node's client reports the reset instead).
 */
function send(method: string, target: string, body: string | Buffer | undefined, type: string) {
  return new Promise<number>((resolve) => {
    const request = http.request(
      `${base}${target}`,
      { method, agent: false, headers: body === undefined ? {} : { 'content-type': type } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve(['EPIPE', 'ECONNRESET'].includes(error.code ?? '') && body ? -1 : 0),
    );
    request.setTimeout(30_000, () => request.destroy());
    request.end(body);
  });
}

async function main(): Promise<void> {
  const routes = [...apiRoutes(), ...PAGES, ...PAGES.map((page) => `/en${page}`)];
  const classes = new Map<string, number>();
  const failures: string[] = [];
  let sent = 0;
  const worker = async () => {
    while (sent < total) {
      sent += 1;
      const method = pick(METHODS);
      const target = `${fill(pick(routes))}${Math.random() < 0.3 ? `?q=${pick(SEGMENT_VALUES)()}` : ''}`;
      const kind = pick(Object.keys(BODIES));
      const status = await send(method, target, BODIES[kind]!(), pick(TYPES));
      const key =
        status === 0 ? 'no answer' : status < 0 ? 'closed early' : `${Math.floor(status / 100)}xx`;
      classes.set(key, (classes.get(key) ?? 0) + 1);
      if (status === 0 || status >= 500)
        failures.push(`${status} ${method} ${target.slice(0, 120)} (${kind})`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  console.log(`${total} requests to ${base}:`, Object.fromEntries([...classes].sort()));
  for (const failure of failures.slice(0, 50)) console.log(failure);
  if (failures.length > 0) process.exitCode = 1;
}

void main();
