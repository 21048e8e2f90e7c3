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

/** A document request of the public site (not the API, Next's files, the admin, or RSC). */
export function isPublicDocumentRequest(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers.rsc !== undefined || request.headers['next-router-state-tree']) return false;
  const path = (request.url ?? '/').split('?')[0];
  return !/^\/(api|_next|admin)(\/|$)/.test(path) && !/[?&]_rsc=/.test(request.url ?? '');
}

/**
 * @typedef {object} NotFoundDocuments
 * @property {(locale: 'ro' | 'en') => Buffer | undefined} get
 * @property {(locale: 'ro' | 'en', body: Buffer) => void} keep
 */

/** The not-found view's document per language, as Next last served it. */
export function createNotFoundDocuments() {
  const documents = new Map();
  return {
    get: (locale) => documents.get(locale),
    keep: (locale, body) => documents.set(locale, body),
  };
}

function headerOf(response, headers, name) {
  const given = headers && Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  return given ? given[1] : response.getHeader(name);
}

/**
 * Watches the answer to a public document request: the marked not-found view goes out with
 * status 404 and is kept; a 404 document of Next's own is replaced by the kept view of its
 * language (Next's goes out as it was until one is kept). Goes on the response after the
 * encoding layer, so it sees the HTML as Next writes it.
 */
export function answerNotFound(request, response, documents) {
  const locale = notFoundLocale((request.url ?? '/').split('?')[0]);
  const original = { writeHead: response.writeHead, write: response.write, end: response.end };
  /** 'view' (the marked view: kept as it goes by), 'replace', or 'pass'. */
  let mode = null;
  const chunks = [];
  const collect = (chunk, encoding) => {
    if (chunk && typeof chunk !== 'function') {
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
    }
  };

  response.writeHead = function writeHead(statusCode, ...rest) {
    if (mode !== null)
      return mode === 'replace' ? this : original.writeHead.call(this, statusCode, ...rest);
    const headers = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
    const status = typeof statusCode === 'number' ? statusCode : this.statusCode;
    const html = String(headerOf(this, headers, 'content-type') ?? '').includes('text/html');
    if (headerOf(this, headers, NOT_FOUND_MARK_HEADER) !== undefined) {
      mode = 'view';
      this.removeHeader(NOT_FOUND_MARK_HEADER);
      if (headers) delete headers[NOT_FOUND_MARK_HEADER];
      return original.writeHead.call(this, status === 200 ? 404 : statusCode, ...rest);
    }
    const replacement = status === 404 && html ? documents.get(locale) : undefined;
    if (!replacement) {
      mode = 'pass';
      return original.writeHead.call(this, statusCode, ...rest);
    }
    mode = 'replace';
    this.statusCode = 404;
    if (headers) for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
    return this;
  };
  response.write = function write(chunk, encoding, callback) {
    if (mode === null && !this.headersSent) this.writeHead(this.statusCode);
    if (mode === 'view') collect(chunk, encoding);
    if (mode !== 'replace') return original.write.call(this, chunk, encoding, callback);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  };
  response.end = function end(chunk, encoding, callback) {
    if (mode === null && !this.headersSent) this.writeHead(this.statusCode);
    if (mode === 'view') {
      collect(chunk, encoding);
      if (request.method === 'GET' && this.statusCode === 404) {
        documents.keep(locale, Buffer.concat(chunks));
      }
    }
    if (mode !== 'replace') return original.end.call(this, chunk, encoding, callback);
    const body = documents.get(locale);
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
