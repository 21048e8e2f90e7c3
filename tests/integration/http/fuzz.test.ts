import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, cookieSession, loginAsAdmin } from '../auth/helpers';
import { ensureAdmin, ORIGIN } from '../support/api';
import { fromAddress } from '../support/client';
import { setupTestDatabase } from '../support/database';
import { ROUTE_TABLE } from '../routes/route-table';
import { FIELD_NAMES, routeModules } from './routes';

/**
 * Random input at every route and method of the API: bodies of random bytes, JSON with
 * NULs, lone surrogates, broken escapes and odd types in every field, and path parameters
 * made of the same. Whatever arrives, the answer is never a server error. The generator is
 * seeded, so a failure names the case that reproduces it.
 */
setupTestDatabase({ seeded: true });
const CASES_PER_ROUTE = 24;
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);

type Callers = Record<'anonymous' | 'bearer' | 'cookie', Record<string, string>>;
let callers: Callers;

beforeAll(async () => {
  await ensureAdmin();
  const { token } = await loginAsAdmin();
  callers = { anonymous: {}, bearer: bearer(token), cookie: await cookieSession() };
});

const targets = routeModules().flatMap(({ route, module }) =>
  Object.entries(ROUTE_TABLE[route] ?? {})
    .filter(([, access]) => access !== 'next-auth')
    .map(([method]) => ({ route, method, handler: module[method] as Handler })),
);

type Handler = (
  request: NextRequest,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

describe('fuzzing every route', () => {
  it.each(targets)('$method /api/$route never answers 5xx', async ({ route, method, handler }) => {
    const random = mulberry32(SEED ^ hash(`${method} ${route}`));
    for (let index = 0; index < CASES_PER_ROUTE; index++) {
      const params: Record<string, string> = {};
      const path = route.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => {
        params[name] = nastyString(random);
        return 'x';
      });
      const who = pick(random, ['anonymous', 'bearer', 'cookie'] as const);
      const headers = new Headers({
        host: new URL(ORIGIN).host,
        'content-type': 'application/json',
        ...fromAddress(`198.18.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}`),
        ...callers[who],
      });
      const body = method === 'GET' || method === 'HEAD' ? undefined : randomBody(random);
      const request = new NextRequest(new URL(`/api/${path}`, ORIGIN), { method, headers, body });
      const response = await handler(request, { params: Promise.resolve(params) });
      const text = await response.text();
      const label = `case ${index} as ${who}: params ${JSON.stringify(params)}`;
      expect(response.status, label).toBeLessThan(500);
      if (response.status >= 400 && response.headers.get('content-type')?.includes('json')) {
        expect(JSON.parse(text), label).toHaveProperty('errors');
      }
    }
  });
});

const NASTY_PIECES = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\ud83d',
  '%',
  '%ff',
  '%e0%a4%a',
  '%00',
  '\\',
  '"',
  "'",
  '\n',
  '\r\n',
  '\u202e',
  '\ufeff',
  '😀',
  'ș',
  '../',
  '<script>',
  '${x}',
  ' ',
  '\t',
  '0',
  '-1',
  '1e309',
  'null',
  '00000000-0000-4000-8000-000000000000',
  'excavatoare',
];

function nastyString(random: () => number): string {
  const length = Math.floor(random() * 6);
  let text = '';
  for (let i = 0; i < length; i++) {
    text +=
      random() < 0.7
        ? pick(random, NASTY_PIECES)
        : String.fromCharCode(Math.floor(random() * 0x10000));
  }
  return random() < 0.05 ? text.repeat(400) : text;
}

function randomValue(random: () => number, depth = 0): unknown {
  const kind = Math.floor(random() * (depth > 1 ? 5 : 7));
  switch (kind) {
    case 0:
      return nastyString(random);
    case 1:
      return Math.floor(random() * 2 ** 40) * (random() < 0.5 ? -1 : 1);
    case 2:
      return random() < 0.5;
    case 3:
      return null;
    case 4:
      return nastyString(random);
    case 5:
      return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(random, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: Math.floor(random() * 4) }, () => [
          pick(random, FIELD_NAMES),
          randomValue(random, depth + 1),
        ]),
      );
  }
}

/** Random bytes (not even UTF-8), broken JSON, or a JSON object with random fields. */
function randomBody(random: () => number): BodyInit {
  const roll = random();
  if (roll < 0.2)
    return Uint8Array.from({ length: Math.floor(random() * 64) }, () => Math.floor(random() * 256));
  if (roll < 0.3) return `{"${pick(random, FIELD_NAMES)}": "${nastyString(random)}`;
  const fields = FIELD_NAMES.filter(() => random() < 0.4);
  // JSON.stringify writes lone surrogates as \ud800 escapes: they reach the handler as they are.
  return JSON.stringify(Object.fromEntries(fields.map((name) => [name, randomValue(random)])));
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 16777619);
  return value >>> 0;
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
