// Next 16 answers a page that calls notFound() with status 404 and an empty document
// (<html id="__next_error__">): the 404 text is only in the RSC payload, so the page is blank
// without JavaScript and crawlers see nothing (vercel/next.js#62228). The custom server
// holds every 404 document of the public site back and answers instead with the site's own
// not-found view, rendered by Next for the same address (proxy.ts rewrites the request to
// the view when NOT_FOUND_VIEW_HEADER carries the process's token), still with status 404.
/** Set by the server on its own request for the view; removed from any other request. */
export const NOT_FOUND_VIEW_HEADER = 'x-not-found-view';

/** The internal page that renders the not-found view in the site's shell. */
export const NOT_FOUND_VIEW_SEGMENT = 'pagina-negasita';

/** The language of the address that was not found: /en and below is English. */
export function notFoundLocale(pathname) {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'ro';
}

/** A document request of the public site (not the API, Next's files, the admin, or RSC). */
export function isPublicDocumentRequest(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers.rsc !== undefined || request.headers['next-router-state-tree']) return false;
  const path = (request.url ?? '/').split('?')[0];
  return !/^\/(api|_next|admin)(\/|$)/.test(path) && !/[?&]_rsc=/.test(request.url ?? '');
}

/**
 * Watches a response: a 404 HTML document is held back (Next's own body is dropped) and
 * `renderView()` gives the body to send instead (server/encoding.mjs beneath gzips it), with the
 * same status and headers. When the view cannot be had, Next's own answer goes out unchanged.
 */
export function replaceNotFoundDocument(response, renderView) {
  const original = {
    writeHead: response.writeHead,
    write: response.write,
    end: response.end,
  };
  // Next's compression wraps these methods after us, so they stay in place and only step
  // aside (pass every call through) unless the answer is held.
  let held = false;
  let ended = false;
  const chunks = [];

  response.writeHead = function writeHead(statusCode, ...rest) {
    if (held) return this;
    const status = typeof statusCode === 'number' ? statusCode : this.statusCode;
    const headers = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
    const type = String(this.getHeader('content-type') ?? headers?.['content-type'] ?? '');
    if (status !== 404 || !type.includes('text/html')) {
      return original.writeHead.call(this, statusCode, ...rest);
    }
    held = true;
    this.statusCode = 404;
    if (headers) for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
    return this;
  };
  response.write = function write(chunk, encoding, callback) {
    if (!held && !this.headersSent) this.writeHead(this.statusCode);
    if (!held) return original.write.call(this, chunk, encoding, callback);
    if (chunk) chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
    if (typeof callback === 'function') callback();
    else if (typeof encoding === 'function') encoding();
    return true;
  };
  response.end = function end(chunk, encoding, callback) {
    if (!held && !this.headersSent) this.writeHead(this.statusCode);
    if (!held) return original.end.call(this, chunk, encoding, callback);
    if (ended) return this;
    ended = true;
    if (chunk && typeof chunk !== 'function') {
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
    }
    void renderView()
      .catch(() => null)
      .then((html) => {
        if (html === null) {
          // Next's own answer, as it was (its encoding and length headers still match).
          original.writeHead.call(this, 404);
          original.end.call(this, Buffer.concat(chunks));
          return;
        }
        for (const name of ['content-encoding', 'content-length', 'etag']) this.removeHeader(name);
        const body = Buffer.from(html);
        this.setHeader('content-type', 'text/html; charset=utf-8');
        this.setHeader('content-length', body.length);
        original.writeHead.call(this, 404);
        original.end.call(this, body);
      });
    return this;
  };
}
