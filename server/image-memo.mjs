// @ts-check
// Resized pictures, answered from memory. Every stored picture has a content address
// (/api/image/{sha256}.{ext}), so what next/image makes of it for a width, a quality and a
// format never changes: the custom server (server.mjs) keeps those answers, bounded in bytes,
// and sends them again without entering Next. The picture a page shows first (its LCP
// element) then reaches the browser before the page's scripts, instead of queueing behind
// them in Next's image route (docs/performance.md, "The largest picture first").
import { clientHolds, createByteCache, isCompressible } from './encoding.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * @typedef {object} ImageMemoEntry
 * @property {[string, import('node:http').OutgoingHttpHeader | number | undefined][]} headers
 * @property {Buffer} body
 */
/**
 * @typedef {object} ImageMemo
 * @property {(key: string) => ImageMemoEntry | undefined} get
 * @property {(key: string, entry: ImageMemoEntry) => void} set
 * @property {() => number} size
 */

/** What the kept answers may take in memory, in all. */
export const IMAGE_MEMO_BYTES = 32 * 1024 * 1024;
/**
 * How long an answer is kept. A picture the admin deletes stops being served from here
 * within this time (Next's own image cache then decides, as it always did).
 */
export const IMAGE_MEMO_MS = 10 * 60 * 1000;

const CONTENT_ADDRESSED = /^\/api\/image\/[0-9a-f]{64}\.[a-z0-9]+$/;
/** Headers of one connection or one moment, not of the answer. */
const NOT_KEPT = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-nextjs-cache',
]);

/**
 * The key of a next/image request for a content-addressed picture, by the set of formats the
 * client's Accept offers: Next picks its answer from that set and next.config.ts (now WebP,
 * else the original), so the same set always gets the same answer, whatever the config.
 * Null for anything else.
 * @param {IncomingMessage} request
 * @returns {string | null}
 */
export function imageMemoKey(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const target = request.url ?? '';
  if (!target.startsWith('/_next/image?')) return null;
  const source = new URLSearchParams(target.slice('/_next/image?'.length)).get('url') ?? '';
  if (!CONTENT_ADDRESSED.test(source)) return null;
  const accept = String(request.headers.accept ?? '');
  const formats = ['avif', 'webp'].filter((format) => accept.includes(`image/${format}`));
  return `${formats.join('+') || '*'} ${target}`;
}

/**
 * Kept answers, bounded in bytes (least recently used first out) and in age.
 * @param {number} [maxBytes]
 * @param {number} [maxAgeMs]
 * @returns {ImageMemo}
 */
export function createImageMemo(maxBytes = IMAGE_MEMO_BYTES, maxAgeMs = IMAGE_MEMO_MS) {
  /** @type {import('./encoding.mjs').ByteCache<ImageMemoEntry & { keptAt: number }>} */
  const cache = createByteCache(maxBytes, (entry) => entry.body.length);
  return {
    get(key) {
      const entry = cache.get(key);
      return entry && Date.now() - entry.keptAt < maxAgeMs ? entry : undefined;
    },
    set(key, entry) {
      cache.set(key, { ...entry, keptAt: Date.now() });
    },
    size: cache.size,
  };
}

/**
 * Sends the kept answer for `key`, if there is one; true when it did.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {ImageMemo} memo
 * @param {string} key
 * @returns {boolean}
 */
export function answerFromMemo(request, response, memo, key) {
  const entry = memo.get(key);
  if (!entry) return false;
  // Kept from getHeaders(), which holds no undefined value.
  for (const [name, value] of entry.headers)
    response.setHeader(name, /** @type {import('node:http').OutgoingHttpHeader} */ (value));
  const etag = response.getHeader('etag');
  if (etag && clientHolds(request, String(etag))) {
    response.removeHeader('content-length');
    response.writeHead(304);
    response.end();
    return true;
  }
  response.writeHead(200);
  response.end(request.method === 'HEAD' ? undefined : entry.body);
  return true;
}

/**
 * The response stage that keeps what Next's image route answers for a content-addressed
 * picture: a whole picture (status 200, an image type) as it goes by, with its headers.
 * Only types no later stage changes (not SVG, which Next's image route refuses anyway), so a
 * kept answer is the same sent again straight to the socket by answerFromMemo.
 * @param {ImageMemo} memo
 * @returns {import('./pipeline.mjs').ResponseStage}
 */
export function keepPictures(memo) {
  return {
    name: 'resized pictures into memory',
    appliesTo: (request) => request.method === 'GET' && imageMemoKey(request) !== null,
    head({ status }, { request, response }) {
      const type = String(response.getHeader('content-type') ?? '');
      if (status !== 200 || !type.startsWith('image/') || isCompressible(type)) return;
      const key = /** @type {string} */ (imageMemoKey(request));
      /** @type {Buffer[]} */
      const chunks = [];
      return {
        write(chunk, next) {
          chunks.push(chunk);
          return next.write(chunk);
        },
        end(last, next) {
          if (last) chunks.push(last);
          const headers = Object.entries(response.getHeaders()).filter(
            ([name]) => !NOT_KEPT.has(name),
          );
          memo.set(key, { headers, body: Buffer.concat(chunks) });
          next.end(last);
        },
      };
    },
  };
}
