// @ts-check
// How the custom server (server.mjs) compresses and validates what it sends: what the two
// response stages that do it share. Next would gzip every answer anew and hash every cached
// page in JavaScript for its ETag (FNV-1a over the HTML, one character at a time): a profile
// of cached product pages under load put a quarter of the server's CPU there
// (docs/performance.md, "Cached page throughput"). So Next does neither (next.config.ts:
// compress and generateEtags off) and the server does both:
// - a complete body, one whose length is set before it is sent (cached pages, static files,
//   the 404 view), is hashed natively, answered 304 when the client already holds it, and
//   gzipped once: the gzipped copy is kept under the body's hash, bounded in bytes
//   (complete-bodies.mjs);
// - a streamed body (dynamic pages, route handlers) is gzipped as it goes
//   (streamed-gzip.mjs).
import { createHash } from 'node:crypto';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

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
/** Larger complete bodies are not held whole in memory: they go out as they are. */
export const MAX_HELD_BYTES = 4 * 1024 * 1024;
/** What the gzipped copies of complete bodies may take in memory, in all. */
export const COMPRESSED_CACHE_BYTES = 16 * 1024 * 1024;

const COMPRESSIBLE_TYPE =
  /^\s*(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json|rss\+xml)|image\/svg\+xml)/i;

/**
 * @param {ServerResponse} response
 * @returns {boolean}
 */
export function isHtml(response) {
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

/**
 * @param {ServerResponse} response
 * @param {string} field
 * @returns {void}
 */
export function appendVary(response, field) {
  const current = String(response.getHeader('vary') ?? '');
  const fields = current.split(',').map((name) => name.trim().toLowerCase());
  if (fields.includes(field.toLowerCase()) || fields.includes('*')) return;
  response.setHeader('vary', current ? `${current}, ${field}` : field);
}
