// @ts-check
// The 404 document of the public site, at the cost of a cached page.
//
// proxy.ts decides every address of the public site from the catalogue's known slugs
// (lib/routing/public-address.ts): a made-up one is rewritten to the not-found view of its
// language (app/[locale]/(site)/pagina-negasita), which Next renders once and then serves
// from its cache, marked with NOT_FOUND_MARK_HEADER; this layer turns the mark into status
// 404 and keeps the document in memory, one per language.
// The few 404s that still come from Next itself (an address with a dot, which proxy.ts does
// not see; a page whose machine was deleted a moment ago) are empty documents in Next 16:
// their text is only in the RSC payload, blank without JavaScript (vercel/next.js#62228).
// Those get the kept view of their language instead, still with status 404.

import { NOT_FOUND_MARK_HEADER, notFoundLocale } from '../runtime/not-found.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('node:http').OutgoingHttpHeader} OutgoingHttpHeader */
/** @typedef {import('node:http').OutgoingHttpHeaders} OutgoingHttpHeaders */
/** @typedef {import('./chunk.mjs').Chunk} Chunk */
/** @typedef {import('./chunk.mjs').Callback} Callback */
/** @typedef {import('./chunk.mjs').OwnMethod} OwnMethod */

/**
 * A document request of the public site (not the API, Next's files, the admin, or RSC).
 * @param {IncomingMessage} request
 * @returns {boolean}
 */
export function isPublicDocumentRequest(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers.rsc !== undefined || request.headers['next-router-state-tree']) return false;
  const path = /** @type {string} */ ((request.url ?? '/').split('?')[0]);
  return !/^\/(api|_next|admin)(\/|$)/.test(path) && !/[?&]_rsc=/.test(request.url ?? '');
}

/**
 * @typedef {object} NotFoundDocuments
 * @property {(locale: 'ro' | 'en') => Buffer | undefined} get
 * @property {(locale: 'ro' | 'en', body: Buffer) => void} keep
 */

/**
 * The not-found view's document per language, as Next last served it.
 * @returns {NotFoundDocuments}
 */
export function createNotFoundDocuments() {
  /** @type {Map<'ro' | 'en', Buffer>} */
  const documents = new Map();
  return {
    get: (locale) => documents.get(locale),
    keep: (locale, body) => documents.set(locale, body),
  };
}

/**
 * A header as `headers` (writeHead's) names it, else as it is set on `response`.
 * @param {ServerResponse} response
 * @param {OutgoingHttpHeaders | undefined} headers
 * @param {string} name Lower case.
 * @returns {OutgoingHttpHeader | undefined}
 */
function headerOf(response, headers, name) {
  const given = headers && Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  return given ? given[1] : response.getHeader(name);
}

/**
 * Watches the answer to a public document request: the marked not-found view goes out with
 * status 404 and is kept; a 404 document of Next's own is replaced by the kept view of its
 * language (Next's goes out as it was until one is kept). Goes on the response after the
 * encoding layer, so it sees the HTML as Next writes it.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {NotFoundDocuments} documents
 * @returns {void}
 */
export function answerNotFound(request, response, documents) {
  const locale = notFoundLocale(/** @type {string} */ ((request.url ?? '/').split('?')[0]));
  const original = /** @type {{ writeHead: OwnMethod; write: OwnMethod; end: OwnMethod }} */ ({
    writeHead: response.writeHead,
    write: response.write,
    end: response.end,
  });
  /**
   * 'view' (the marked view: kept as it goes by), 'replace', or 'pass'.
   * @type {'view' | 'replace' | 'pass' | null}
   */
  let mode = null;
  /** @type {Buffer[]} */
  const chunks = [];
  /**
   * @param {Chunk | Callback | undefined} chunk
   * @param {BufferEncoding | Callback | undefined} encoding
   */
  const collect = (chunk, encoding) => {
    if (chunk && typeof chunk !== 'function') {
      // Buffer.from copies a Uint8Array whatever the encoding; its types take one form at a time.
      chunks.push(
        Buffer.from(
          /** @type {string} */ (chunk),
          typeof encoding === 'string' ? encoding : undefined,
        ),
      );
    }
  };

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
      if (mode !== null)
        return mode === 'replace' ? this : original.writeHead.call(this, statusCode, ...rest);
      const headers = /** @type {OutgoingHttpHeaders | undefined} */ (
        rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg))
      );
      const status = typeof statusCode === 'number' ? statusCode : this.statusCode;
      const html = String(headerOf(this, headers, 'content-type') ?? '').includes('text/html');
      if (headerOf(this, headers, NOT_FOUND_MARK_HEADER) !== undefined) {
        mode = 'view';
        this.removeHeader(NOT_FOUND_MARK_HEADER);
        for (const name of Object.keys(headers ?? {})) {
          if (headers && name.toLowerCase() === NOT_FOUND_MARK_HEADER) delete headers[name];
        }
        return original.writeHead.call(this, status === 200 ? 404 : statusCode, ...rest);
      }
      const replacement = status === 404 && html ? documents.get(locale) : undefined;
      if (!replacement) {
        mode = 'pass';
        return original.writeHead.call(this, statusCode, ...rest);
      }
      mode = 'replace';
      this.statusCode = 404;
      // setHeader refuses an undefined value, as Node's own writeHead does.
      if (headers)
        for (const [name, value] of Object.entries(headers))
          this.setHeader(name, /** @type {OutgoingHttpHeader} */ (value));
      return this;
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
    if (mode === 'view') collect(chunk, encoding);
    if (mode !== 'replace') return original.write.call(this, chunk, encoding, callback);
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
    if (mode === 'view') {
      collect(chunk, encoding);
      if (request.method === 'GET' && this.statusCode === 404) {
        documents.keep(locale, Buffer.concat(chunks));
      }
    }
    if (mode !== 'replace') return original.end.call(this, chunk, encoding, callback);
    // Kept before writeHead chose to replace; a kept document is only ever replaced.
    const body = /** @type {Buffer} */ (documents.get(locale));
    for (const name of ['content-encoding', 'content-length', 'etag']) this.removeHeader(name);
    this.setHeader('content-type', 'text/html; charset=utf-8');
    this.setHeader('content-length', body.length);
    original.writeHead.call(this, 404);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
    if (done) this.once('finish', done);
    original.end.call(this, request.method === 'HEAD' ? undefined : body);
    return this;
  };
}
