// @ts-check
// The response stage for complete bodies: those whose length is set before they are sent
// (cached pages, static files, the 404 view). Held whole, a body is hashed natively for its
// validator, answered 304 when the client already holds it, and gzipped once: the gzipped
// copy is kept under the body's digest (encoding.mjs says why Next does neither). A public
// page's scripts are moved behind its first paint here too (late-scripts.mjs), as a whole.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { MOVE_VERSION, moveScriptsPastFirstPaint, movesScriptsOf } from './late-scripts.mjs';
import {
  acceptsGzip,
  appendVary,
  clientHolds,
  digestOf,
  entityTag,
  isCompressible,
  isHtml,
  MAX_HELD_BYTES,
  MIN_COMPRESSED_BYTES,
} from './encoding.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./pipeline.mjs').Passage} Passage */
/** @typedef {import('./encoding.mjs').ByteCache} ByteCache */

/**
 * What a complete body becomes before it is sent, and the name of that change (null for
 * none), mixed into the body's validator and gzip key.
 * @typedef {{ change: (body: Buffer) => Buffer; version: string | null }} Transform
 */

const gzip = promisify(zlib.gzip);
/** @type {Transform} */
const keepAsIs = { change: (body) => body, version: null };

/**
 * What a complete body of `request` becomes: an HTML document gets its stylesheets inline
 * and, on a public page, its scripts after the first paint (late-scripts.mjs).
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @returns {Transform}
 */
function transformOf(request, response) {
  if (!isHtml(response)) return keepAsIs;
  const scripts = movesScriptsOf(request.url);
  return {
    change: (body) => moveScriptsPastFirstPaint(body, { scripts }),
    version: scripts ? MOVE_VERSION : `${MOVE_VERSION}.styles`,
  };
}

/**
 * The stage that holds complete bodies and sends them validated and gzipped, keeping the
 * gzipped copies in `cache`. Last before the socket: what it sends is final.
 * @param {ByteCache} cache
 * @returns {import('./pipeline.mjs').ResponseStage}
 */
export function completeBodies(cache) {
  return {
    name: 'validators and gzip of complete bodies, stylesheets inline, page scripts after the first paint',
    head({ status }, { request, response }) {
      if (holdsComplete(request, response, status)) return 'whole';
      // A HEAD of a page a GET would change: Next's length is of the page as Next wrote it.
      if (request.method === 'HEAD' && isHtml(response)) response.removeHeader('content-length');
    },
    whole(held, { status }, { request, response }, next) {
      const transform = transformOf(request, response);
      sendComplete(request, response, status, held, cache, transform, next).catch(() => {
        // Only gzip can fail here: the body goes out as it is.
        if (response.headersSent) return;
        const body = transform.change(held);
        response.removeHeader('content-encoding');
        response.setHeader('content-length', body.length);
        next.head({ status });
        next.end(body);
      });
    },
  };
}

/**
 * Whether the body is one this stage holds and sends whole.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {number} status
 * @returns {boolean}
 */
function holdsComplete(request, response, status) {
  const length = Number(response.getHeader('content-length'));
  return (
    request.method === 'GET' &&
    (status === 200 || status === 404) &&
    length > 0 &&
    length <= MAX_HELD_BYTES &&
    !response.getHeader('content-encoding') &&
    !response.getHeader('content-range') &&
    isCompressible(response.getHeader('content-type'))
  );
}

/**
 * Sends a complete body, changed by `transform` (transformOf). Validator and gzip key are
 * the digest of the body as held, mixed with the version of the change: a page sent again
 * gzipped costs a hash and a lookup, not the change.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {number} status
 * @param {Buffer} held
 * @param {ByteCache} cache
 * @param {Transform} transform
 * @param {Passage} next
 * @returns {Promise<void>}
 */
async function sendComplete(request, response, status, held, cache, transform, next) {
  const digest =
    transform.version === null
      ? digestOf(held)
      : digestOf(`${digestOf(held)}.${transform.version}`);
  const tag = status === 200 ? (response.getHeader('etag') ?? entityTag(digest)) : null;
  if (tag) response.setHeader('etag', tag);
  appendVary(response, 'Accept-Encoding');
  if (tag && clientHolds(request, String(tag))) {
    for (const name of ['content-length', 'content-type']) response.removeHeader(name);
    next.head({ status: 304 });
    next.end();
    return;
  }
  const noTransform = /\bno-transform\b/.test(String(response.getHeader('cache-control') ?? ''));
  /** @type {Buffer | undefined} */
  let sent;
  if (held.length >= MIN_COMPRESSED_BYTES && !noTransform && acceptsGzip(request)) {
    sent = cache.get(digest);
    if (sent === undefined) {
      sent = await gzip(transform.change(held));
      cache.set(digest, sent);
    }
    response.setHeader('content-encoding', 'gzip');
  } else {
    sent = transform.change(held);
  }
  response.setHeader('content-length', sent.length);
  next.head({ status });
  next.end(sent);
}
