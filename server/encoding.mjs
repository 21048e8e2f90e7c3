// @ts-check
// How the custom server (server.mjs) compresses and validates what it sends. Next would gzip
// every answer anew and hash every cached page in JavaScript for its ETag (FNV-1a over the
// HTML, one character at a time): a profile of cached product pages under load put a
// quarter of the server's CPU there (docs/performance.md, "Cached page throughput"). So Next
// does neither (next.config.ts: compress and generateEtags off) and this layer does both:
// - a complete body, one whose length is set before it is sent (cached pages, static files,
//   the 404 view), is hashed natively, answered 304 when the client already holds it, and
//   gzipped once: the gzipped copy is kept under the body's hash, bounded in bytes;
// - a streamed body (dynamic pages, route handlers) is gzipped as it goes, by the
//   compression middleware Next itself ships and used until now.
// On the way, a public page's scripts are moved behind its first paint (late-scripts.mjs):
// a complete body as a whole, a streamed one as it goes, before gzip.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  MOVE_VERSION,
  moveScriptsPastFirstPaint,
  moveStreamedScripts,
  movesScriptsOf,
} from './late-scripts.mjs';
import { toBuffer } from './chunk.mjs';
// @ts-expect-error -- Next ships its copy of `compression` without types: Compression below.
import compression from 'next/dist/compiled/compression/index.js';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('node:http').OutgoingHttpHeader} OutgoingHttpHeader */
/** @typedef {import('node:http').OutgoingHttpHeaders} OutgoingHttpHeaders */
/** @typedef {import('./chunk.mjs').Chunk} Chunk */
/** @typedef {import('./chunk.mjs').Callback} Callback */
/** @typedef {import('./chunk.mjs').OwnMethod} OwnMethod */

/**
 * The compression middleware, as this layer uses it: `filter` says which responses it gzips.
 * @typedef {(options: {
 *   filter: (request: IncomingMessage, response: ServerResponse) => boolean;
 * }) => (request: IncomingMessage, response: ServerResponse, next: () => void) => void} Compression
 */

/**
 * A response's own writeHead, write and end, kept by the layer that replaced them.
 * @typedef {{ writeHead: OwnMethod; write: OwnMethod; end: OwnMethod }} OwnMethods
 */

/**
 * What a complete body becomes before it is sent.
 * @typedef {(body: Buffer) => Buffer} Transform
 */

/**
 * What createByteCache makes.
 * @template [Value=Buffer]
 * @typedef {object} ByteCache
 * @property {(key: string) => Value | undefined} get
 * @property {(key: string, value: Value) => void} set
 * @property {() => number} size The bytes the values take.
 */

/** Bodies smaller than this go out as they are: gzip would save next to nothing. */
export const MIN_COMPRESSED_BYTES = 1024;
/** Larger complete bodies are streamed through gzip rather than held whole in memory. */
export const MAX_HELD_BYTES = 4 * 1024 * 1024;
/** What the gzipped copies of complete bodies may take in memory, in all. */
export const COMPRESSED_CACHE_BYTES = 16 * 1024 * 1024;

const COMPRESSIBLE_TYPE =
  /^\s*(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json|rss\+xml)|image\/svg\+xml)/i;
const gzip = promisify(zlib.gzip);

/**
 * The transform of a body this layer sends as it was held.
 * @type {Transform}
 */
const keepAsIs = (body) => body;

/**
 * @param {ServerResponse} response
 * @returns {boolean}
 */
function isHtml(response) {
  return /^text\/html/i.test(String(response.getHeader('content-type') ?? ''));
}

/**
 * @param {unknown} contentType
 * @returns {boolean}
 */
export function isCompressible(contentType) {
  return COMPRESSIBLE_TYPE.test(String(contentType ?? ''));
}

/**
 * Whether the client takes gzip (Accept-Encoding names it, and not with q=0).
 * @param {IncomingMessage} request
 * @returns {boolean}
 */
export function acceptsGzip(request) {
  return String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .some((part) => {
      const [name, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
      return (name === 'gzip' || name === '*') && !parameters.some((p) => /^q=0(\.0*)?$/.test(p));
    });
}

/**
 * A body's digest: its validator, and the key of its gzipped copy.
 * @param {Buffer | string} body
 * @returns {string}
 */
export function digestOf(body) {
  return createHash('sha1').update(body).digest('base64url');
}

/**
 * A weak validator: the same bytes, the same tag, whichever encoding they go out in.
 * @param {string} digest
 * @returns {string}
 */
export function entityTag(digest) {
  return `W/"${digest}"`;
}

/**
 * Whether If-None-Match names `tag` (weak comparison, as RFC 9110 asks for GET).
 * @param {IncomingMessage} request
 * @param {string} tag
 * @returns {boolean}
 */
export function clientHolds(request, tag) {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  /** @param {string} value */
  const bare = (value) => value.trim().replace(/^W\//, '');
  return header.split(',').some((value) => value.trim() === '*' || bare(value) === bare(tag));
}

/**
 * Least recently used first out, bounded by the bytes of the values it keeps.
 * @template [Value=Buffer]
 * @param {number} maxBytes
 * @param {(value: Value) => number} [sizeOf] How many bytes a value takes; by default, a
 *   Buffer's length.
 * @returns {ByteCache<Value>}
 */
export function createByteCache(
  maxBytes,
  sizeOf = (value) => /** @type {Buffer} */ (value).length,
) {
  /** @type {Map<string, Value>} */
  const entries = new Map();
  let bytes = 0;
  return {
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      const previous = entries.get(key);
      if (previous !== undefined) {
        entries.delete(key);
        bytes -= sizeOf(previous);
      }
      if (sizeOf(value) > maxBytes / 8) return;
      entries.set(key, value);
      bytes += sizeOf(value);
      for (const [oldest, old] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= sizeOf(old);
      }
    },
    size: () => bytes,
  };
}

const streamed = /** @type {Compression} */ (compression)({
  // Complete bodies are left to sendComplete below; Next's own default otherwise.
  filter: (request, response) =>
    !response.getHeader('content-length') && isCompressible(response.getHeader('content-type')),
});

/**
 * Puts this layer on `response` (before Next or anything else wraps it): complete bodies are
 * held and sent by sendComplete, streamed ones go through the compression middleware.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {ByteCache} cache
 * @returns {void}
 */
export function encodeResponse(request, response, cache) {
  const original = /** @type {OwnMethods} */ ({
    writeHead: response.writeHead,
    write: response.write,
    end: response.end,
  });
  const moves = movesScriptsOf(request.url);
  /**
   * 'hold' (a complete body this layer sends) or 'pass', once the headers are known.
   * @type {'hold' | 'pass' | null}
   */
  let mode = null;
  let ended = false;
  /** @type {Buffer[]} */
  const chunks = [];

  // Loosely typed: a JavaScript function that sets `this.statusCode` counts as a constructor
  // to TypeScript, which then cannot match it to writeHead's own type.
  response.writeHead = /** @type {any} */ (
    /**
     * @this {ServerResponse}
     * @param {number} statusCode
     * @param {...(string | OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined)} rest
     * @returns {ServerResponse}
     */
    function writeHead(statusCode, ...rest) {
      if (mode === 'hold') return this;
      const headers = /** @type {OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined} */ (
        rest.find((arg) => arg && typeof arg === 'object')
      );
      if (mode === null && !Array.isArray(headers)) {
        // setHeader refuses an undefined value, as Node's own writeHead does.
        if (headers)
          for (const [name, value] of Object.entries(headers))
            this.setHeader(name, /** @type {OutgoingHttpHeader} */ (value));
        mode = holdsComplete(request, this, statusCode) ? 'hold' : 'pass';
        if (mode === 'hold') {
          this.statusCode = statusCode;
          return this;
        }
        // A HEAD of a page whose scripts a GET would move: Next's length is of the page unmoved.
        if (request.method === 'HEAD' && moves && isHtml(this)) this.removeHeader('content-length');
        const message = rest.find((arg) => typeof arg === 'string');
        return original.writeHead.call(this, statusCode, ...(message ? [message] : []));
      }
      mode = 'pass';
      return original.writeHead.call(this, statusCode, ...rest);
    }
  );
  /**
   * @this {ServerResponse}
   * @param {Chunk} chunk
   * @param {BufferEncoding | Callback} [encoding]
   * @param {Callback} [callback]
   * @returns {boolean}
   */
  response.write = function write(chunk, encoding, callback) {
    if (mode === null && !this.headersSent) this.writeHead(this.statusCode);
    if (mode !== 'hold') return original.write.call(this, chunk, encoding, callback);
    if (chunk) chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  };
  /**
   * @this {ServerResponse}
   * @param {Chunk | Callback} [chunk]
   * @param {BufferEncoding | Callback} [encoding]
   * @param {Callback} [callback]
   * @returns {ServerResponse}
   */
  response.end = function end(chunk, encoding, callback) {
    if (mode === null && !this.headersSent) this.writeHead(this.statusCode);
    if (mode !== 'hold') return original.end.call(this, chunk, encoding, callback);
    if (ended) return this;
    ended = true;
    if (chunk && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
    if (done) this.once('finish', done);
    const held = Buffer.concat(chunks);
    const transform = moves && isHtml(this) ? moveScriptsPastFirstPaint : keepAsIs;
    sendComplete(request, this, held, cache, original, transform).catch(() => {
      const body = transform(held);
      // Only gzip can fail here: the body goes out as it is.
      if (this.headersSent) return;
      this.removeHeader('content-encoding');
      this.setHeader('content-length', body.length);
      original.writeHead.call(this, this.statusCode);
      original.end.call(this, body);
    });
    return this;
  };
  streamed(request, response, () => {});
  // After the compression middleware, so that it reads the HTML before gzip.
  if (moves) moveStreamedScripts(response);
}

/**
 * Whether the body is one this layer holds and sends whole (sendComplete).
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {number} statusCode
 * @returns {boolean}
 */
function holdsComplete(request, response, statusCode) {
  const length = Number(response.getHeader('content-length'));
  return (
    request.method === 'GET' &&
    (statusCode === 200 || statusCode === 404) &&
    length > 0 &&
    length <= MAX_HELD_BYTES &&
    !response.getHeader('content-encoding') &&
    !response.getHeader('content-range') &&
    isCompressible(response.getHeader('content-type'))
  );
}

/**
 * Sends a complete body, changed by `transform` (the page scripts of late-scripts.mjs, or
 * keepAsIs). Validator and gzip key are the digest of the body as held, mixed with the
 * version of the move when it is moved: a page sent again gzipped costs a hash and a
 * lookup, not the transform.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {Buffer} held
 * @param {ByteCache} cache
 * @param {OwnMethods} original
 * @param {Transform} transform
 * @returns {Promise<void>}
 */
async function sendComplete(request, response, held, cache, original, transform) {
  const status = response.statusCode;
  const digest =
    transform === keepAsIs ? digestOf(held) : digestOf(`${digestOf(held)}.${MOVE_VERSION}`);
  const tag = status === 200 ? (response.getHeader('etag') ?? entityTag(digest)) : null;
  if (tag) response.setHeader('etag', tag);
  appendVary(response, 'Accept-Encoding');
  if (tag && clientHolds(request, String(tag))) {
    for (const name of ['content-length', 'content-type']) response.removeHeader(name);
    original.writeHead.call(response, 304);
    original.end.call(response);
    return;
  }
  const noTransform = /\bno-transform\b/.test(String(response.getHeader('cache-control') ?? ''));
  /** @type {Buffer | null | undefined} */
  let sent = null;
  if (held.length >= MIN_COMPRESSED_BYTES && !noTransform && acceptsGzip(request)) {
    sent = cache.get(digest);
    if (sent === undefined) {
      sent = await gzip(transform(held));
      cache.set(digest, sent);
    }
    response.setHeader('content-encoding', 'gzip');
  } else {
    sent = transform(held);
  }
  response.setHeader('content-length', sent.length);
  original.writeHead.call(response, status);
  original.end.call(response, sent);
}

/**
 * @param {ServerResponse} response
 * @param {string} field
 * @returns {void}
 */
function appendVary(response, field) {
  const current = String(response.getHeader('vary') ?? '');
  const fields = current.split(',').map((name) => name.trim().toLowerCase());
  if (fields.includes(field.toLowerCase()) || fields.includes('*')) return;
  response.setHeader('vary', current ? `${current}, ${field}` : field);
}
