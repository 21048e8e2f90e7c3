// @ts-check
// Gzip of a streamed body (a dynamic page, a route handler: no length known before it is
// sent), chunk by chunk as it goes, each chunk flushed when Next flushes it. The rules are
// those of the compression middleware Next ships (expressjs/compression 1.7.4), which did this
// job here until the response stages (server/pipeline.mjs) took it over: complete bodies are
// complete-bodies.mjs's, which gzips them once and keeps the copy.
import zlib from 'node:zlib';
import { streamedCoding } from './accept-encoding.mjs';
import { isCompressible, MIN_COMPRESSED_BYTES } from './encoding.mjs';

/** @typedef {import('./pipeline.mjs').ResponseStage} ResponseStage */
/** @typedef {import('./pipeline.mjs').Passage} Passage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/** Cache-Control's `no-transform`, as the middleware reads it. */
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/;

/** @type {ResponseStage} */
export const streamedGzip = {
  name: 'gzip of streamed bodies, as they go',
  head({ wholeBytes }, { request, response }) {
    if (response.getHeader('content-length')) return;
    if (!isCompressible(response.getHeader('content-type'))) return;
    if (NO_TRANSFORM.test(String(response.getHeader('cache-control') ?? ''))) return;
    varyOnEncoding(response);
    if (wholeBytes !== undefined && wholeBytes < MIN_COMPRESSED_BYTES) return;
    if ((response.getHeader('content-encoding') || 'identity') !== 'identity') return;
    if (request.method === 'HEAD') return;
    const coding = streamedCoding(request.headers['accept-encoding']);
    if (!coding) return;
    response.setHeader('Content-Encoding', coding);
    response.removeHeader('Content-Length');
    return compressing(coding === 'gzip' ? zlib.createGzip() : zlib.createDeflate(), response);
  },
};

/**
 * Adds Accept-Encoding to Vary, as the middleware's `vary` package writes it (`*` stays alone).
 * @param {ServerResponse} response
 * @returns {void}
 */
function varyOnEncoding(response) {
  const value = response.getHeader('Vary') || '';
  const header = Array.isArray(value) ? value.join(', ') : String(value);
  const fields = header
    .toLowerCase()
    .split(',')
    .map((field) => field.trim());
  const varied =
    header === '*' || fields.includes('*')
      ? '*'
      : fields.includes('accept-encoding')
        ? header
        : header
          ? `${header}, Accept-Encoding`
          : 'Accept-Encoding';
  response.setHeader('Vary', varied);
}

/**
 * The body hooks that send a response's chunks through `zip`, with the socket's pace: zip's
 * output waits while the socket is full, and a writer zip refused hears the response's
 * 'drain' once zip has room again.
 * @param {zlib.Gzip | zlib.Deflate} zip
 * @param {ServerResponse} response
 * @returns {import('./pipeline.mjs').BodyHooks}
 */
function compressing(zip, response) {
  /** @type {Passage | undefined} The way on, as the first hook called gives it. */
  let onward;
  let refused = false;
  zip.on('data', (chunk) => {
    if (onward?.write(chunk) === false) zip.pause();
  });
  zip.on('end', () => onward?.end());
  zip.on('drain', () => {
    if (!refused) return;
    refused = false;
    response.emit('drain');
  });
  response.on('drain', () => zip.resume());
  return {
    write(chunk, next) {
      onward = next;
      const room = zip.write(chunk);
      if (!room) refused = true;
      return room;
    },
    end(last, next) {
      onward = next;
      if (last) zip.end(last);
      else zip.end();
    },
    flush(next) {
      onward = next;
      zip.flush();
    },
  };
}
