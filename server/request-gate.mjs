// @ts-check
// What the custom server (server.mjs) does to each request before Next sees it, and to the
// Cache-Control of each answer. Plain JavaScript, so `npm start` needs no compiler; tests
// import it as is.
import { earlyRefusal } from '../runtime/early-refusal.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * A request target with every percent-escape that does not decode repaired: a stray '%'
 * (or one that starts an invalid UTF-8 sequence) becomes '%25', so Next reads it as a
 * literal '%' and answers the page's or the API's own 404 instead of its plain-text 500.
 * NUL bytes (%00) become U+FFFD, the replacement character: PostgreSQL refuses NUL in
 * text, no URL of the site has one, and the address keeps its shape (so a lookup simply
 * finds nothing). Well-formed targets come back unchanged.
 * @param {string} target
 * @returns {string}
 */
export function repairRequestTarget(target) {
  if (!target.includes('%')) return target;
  const queryStart = target.indexOf('?');
  const path = queryStart === -1 ? target : target.slice(0, queryStart);
  const query = queryStart === -1 ? '' : target.slice(queryStart);
  return `${repairPart(path, '/')}${repairPart(query, '&')}`;
}

/**
 * @param {string} part
 * @param {string} separator
 * @returns {string}
 */
function repairPart(part, separator) {
  if (!part.includes('%')) return part;
  return part
    .split(separator)
    .map((piece) => {
      const withoutNul = piece.replace(/%00/g, '%EF%BF%BD');
      return decodes(withoutNul) ? withoutNul : withoutNul.replace(/%/g, '%25');
    })
    .join(separator);
}

/**
 * @param {string} piece
 * @returns {boolean}
 */
function decodes(piece) {
  try {
    decodeURIComponent(piece);
    return true;
  } catch {
    return false;
  }
}

/**
 * The socket's address without the IPv4-mapped IPv6 prefix ('::ffff:127.0.0.1').
 * @param {Pick<import('node:net').Socket, 'remoteAddress'>} socket
 * @returns {string}
 */
export function socketAddress(socket) {
  const address = socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/**
 * The response stage that tells shared caches (a CDN) a short lifetime for pages
 * (sharedCacheControl), whichever way Next wrote the header. First of the stages, so the
 * ones after it read the header as it goes out.
 * @type {import('./pipeline.mjs').ResponseStage}
 */
export const sharedCachingLimit = {
  name: 'a minute for shared caches',
  head(_head, { response }) {
    const value = response.getHeader('cache-control');
    if (value === undefined) return;
    const limited = Array.isArray(value)
      ? value.map(sharedCacheControl)
      : sharedCacheControl(value);
    if (limited === value) return;
    // Under the name as Next wrote it (`Cache-Control`), as a rewrite at setHeader kept it.
    // (Node has getRawHeaderNames since 15.13; its types here do not.)
    const raw = /** @type {{ getRawHeaderNames(): string[] }} */ (
      /** @type {unknown} */ (response)
    );
    const name = raw.getRawHeaderNames().find((given) => given.toLowerCase() === 'cache-control');
    response.setHeader(name ?? 'cache-control', limited);
  },
};

/** How long a CDN or another shared cache may keep a page (docs/deploy.md, "Several instances"). */
export const SHARED_CACHE_SECONDS = 60;

/**
 * Next marks pages cached until an admin write with `s-maxage=31536000`, right for its own
 * cache, which the write expires, but a CDN in front would keep such a page for a year. So
 * shared caches get a minute, then serve the old copy at most another minute while they
 * fetch the new one. Answers that do not speak to shared caches are left as they are.
 * @template T
 * @param {T} value
 * @returns {T | string}
 */
export function sharedCacheControl(value) {
  if (typeof value !== 'string') return value;
  const match = /s-maxage=(\d+)/.exec(value);
  if (!match || Number(match[1]) <= SHARED_CACHE_SECONDS) return value;
  return `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}, stale-while-revalidate=${SHARED_CACHE_SECONDS}`;
}

/** The methods the site answers; Next fails on others (TRACE: a 500 and a stack trace). */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Answers a request whose method the site does not know (TRACE, CONNECT, PROPFIND, …) with
 * 405 before Next sees it: the API's error body under /api, a line of text elsewhere.
 * True when it did.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @returns {boolean}
 */
export function refuseUnknownMethod(request, response) {
  if (ALLOWED_METHODS.includes(request.method ?? '')) return false;
  const api = /^\/api(\/|$|\?)/.test(request.url ?? '');
  const body = api
    ? JSON.stringify({ errors: [{ msg: 'METHOD_NOT_ALLOWED' }] })
    : 'Method Not Allowed\n';
  response.writeHead(405, {
    allow: ALLOWED_METHODS.join(', '),
    'content-type': api ? 'application/json' : 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  response.end(body);
  return true;
}

/**
 * A request's headers as a fetch `Headers` (repeated ones joined), for checks the app
 * registers (runtime/early-refusal.mjs).
 * @param {import('node:http').IncomingMessage} request
 * @returns {Headers}
 */
export function headersOf(request) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/** The searches the app limits per client: the results page in either language, and the API. */
const LIMITED_SEARCH = /^\/(en\/)?cautare\?|^\/api\/search\?/;

/**
 * Answers a search of a client the app already knows is over its budget with the app's own
 * 429 (runtime/early-refusal.mjs), before Next; true when it did.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @returns {boolean}
 */
export function refuseKnownFlooder(request, response) {
  if (request.method !== 'GET' || !LIMITED_SEARCH.test(request.url ?? '')) return false;
  const refusal = earlyRefusal(new URL(request.url ?? '/', 'http://localhost'), headersOf(request));
  if (!refusal) return false;
  response.writeHead(refusal.status, {
    ...refusal.headers,
    'content-length': Buffer.byteLength(refusal.body),
  });
  response.end(refusal.body);
  return true;
}
