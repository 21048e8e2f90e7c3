// @ts-check
// The 404 document of the public site, at the cost of a cached page.
//
// proxy.ts decides every address of the public site from the catalogue's known slugs
// (lib/routing/public-address.ts): a made-up one is rewritten to the not-found view of its
// language (app/[locale]/(site)/pagina-negasita), which Next renders once and then serves
// from its cache, marked with NOT_FOUND_MARK_HEADER; this response stage turns the mark into
// status 404 and keeps the document in memory, one per language.
// The few 404s that still come from Next itself (an address with a dot, which proxy.ts does
// not see; a page whose machine was deleted a moment ago) are empty documents in Next 16:
// their text is only in the RSC payload, blank without JavaScript (vercel/next.js#62228).
// Those get the kept view of their language instead, still with status 404.

import { NOT_FOUND_MARK_HEADER, notFoundLocale } from '../runtime/not-found.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

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
 * The response stage for public documents: the marked not-found view goes out with status
 * 404 and is kept as it goes by; a 404 document of Next's own is replaced by the kept view
 * of its language (Next's goes out as it was until one is kept). Before the encoding stages,
 * so it sees the HTML as Next writes it.
 * @param {NotFoundDocuments} documents
 * @returns {import('./pipeline.mjs').ResponseStage}
 */
export function notFoundDocument(documents) {
  /** @param {IncomingMessage} request */
  const localeOf = (request) =>
    notFoundLocale(/** @type {string} */ ((request.url ?? '/').split('?')[0]));
  return {
    name: "the site's 404 document, status 404 for the not-found view",
    appliesTo: isPublicDocumentRequest,
    head(head, { request, response }) {
      if (response.getHeader(NOT_FOUND_MARK_HEADER) !== undefined) {
        response.removeHeader(NOT_FOUND_MARK_HEADER);
        if (head.status === 200) head.status = 404;
        if (request.method !== 'GET' || head.status !== 404) return;
        /** @type {Buffer[]} */
        const chunks = [];
        return {
          write(chunk, next) {
            chunks.push(chunk);
            return next.write(chunk);
          },
          end(last, next) {
            if (last) chunks.push(last);
            documents.keep(localeOf(request), Buffer.concat(chunks));
            next.end(last);
          },
        };
      }
      const html = String(response.getHeader('content-type') ?? '').includes('text/html');
      if (head.status === 404 && html && documents.get(localeOf(request))) return 'whole';
    },
    whole(_nextsOwn, _head, { request, response }, next) {
      // Kept before the head chose to replace; a kept document is only ever replaced.
      const body = /** @type {Buffer} */ (documents.get(localeOf(request)));
      for (const name of ['content-encoding', 'content-length', 'etag'])
        response.removeHeader(name);
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('content-length', body.length);
      next.head({ status: 404 });
      next.end(request.method === 'HEAD' ? undefined : body);
    },
  };
}
