// `npm start`: Next's production server behind a thin layer of our own (Next's documented
// custom-server API). Why: route handlers cannot see the TCP peer's address, and Next keeps
// a client-sent X-Forwarded-For as it is, so per-IP limits need the address from the socket.
// This layer stamps it into a header the client cannot forge, repairs malformed
// percent-escapes Next would answer with a bare 500, gives shared caches (a CDN) a short
// lifetime for pages, and stops gracefully on SIGTERM.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import v8 from 'node:v8';
import { closeCache } from './server/cache/registry.mjs';
import { COMPRESSED_CACHE_BYTES, createByteCache, encodeResponse } from './server/encoding.mjs';
import {
  answerFromMemo,
  createImageMemo,
  imageMemoKey,
  keepIntoMemo,
} from './server/image-memo.mjs';
import {
  CONNECTION_ADDRESS_HEADER,
  markCustomServer,
  repairRequestTarget,
  sharedCacheControl,
  socketAddress,
} from './server/edge.mjs';
import {
  isPublicDocumentRequest,
  NOT_FOUND_VIEW_HEADER,
  replaceNotFoundDocument,
} from './server/not-found-page.mjs';
import { runShutdownHooks } from './server/shutdown.mjs';

// Memory: V8 lets the old generation grow to up to 4× what survived the last full collection
// before it collects again. After 1,000 product pages of a 10,000-machine catalogue ~170 MB
// are alive (the page cache is most of it) but the heap had grown to 560 MB of mostly garbage:
// 740 MB RSS. Growing by at most the live size keeps RSS near 440 MB, at no visible cost in
// render time (docs/performance.md, "Large catalogue"). Read by V8 at every collection, so
// setting it here, before Next loads, takes effect.
v8.setFlagsFromString('--heap-growing-percent=100');
markCustomServer();
const dev = process.argv.includes('--dev');
/** How long an idle keep-alive connection stays open: past the 60 s of a proxy in front. */
const KEEP_ALIVE_MS = 65_000;
// As `next start` and `next dev` do; React picks its build by this before Next loads it.
process.env.NODE_ENV ??= dev ? 'development' : 'production';
const { default: next } = await import('next');
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || undefined;

const app = next({ dev, port, hostname });
const handle = app.getRequestHandler();
await app.prepare();
/** Marks the server's own requests for the not-found view; no client can know it. */
const notFoundViewToken = randomBytes(16).toString('hex');
/** Gzipped copies of complete bodies (cached pages, static files), by digest. */
const compressedBodies = createByteCache(COMPRESSED_CACHE_BYTES);
/** next/image answers for content-addressed pictures, which never change. */
const resizedPictures = createImageMemo();

const server = http.createServer((request, response) => {
  // A keep-alive connection that brings a request while stopping is closed after it.
  if (stopping) response.setHeader('Connection', 'close');
  request.headers[CONNECTION_ADDRESS_HEADER] = socketAddress(request.socket);
  if (request.url) request.url = repairRequestTarget(request.url);
  limitSharedCaching(response);
  // First on the response, so it is the last step before the socket.
  encodeResponse(request, response, compressedBodies);
  const pictureKey = imageMemoKey(request);
  if (pictureKey !== null) {
    if (answerFromMemo(request, response, resizedPictures, pictureKey)) return;
    keepIntoMemo(request, response, resizedPictures, pictureKey);
  }
  const wantsView = request.headers[NOT_FOUND_VIEW_HEADER] === notFoundViewToken;
  if (!wantsView) delete request.headers[NOT_FOUND_VIEW_HEADER];
  // Production only: the development server renders notFound() pages in full.
  if (!dev && !wantsView && isPublicDocumentRequest(request)) {
    replaceNotFoundDocument(response, () => renderNotFoundView(request));
  }
  handle(request, response).catch((error) => {
    console.error('Request failed:', error instanceof Error ? error.name : 'unknown error');
    if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
    response.end();
  });
});
// nginx keeps idle upstream connections (deploy/nginx-site.conf's `keepalive 32`) open for
// its `keepalive_timeout`, 60 s by default; Node's default of 5 s closes them first, and a
// request nginx sends as the close crosses it fails (a 502 for a POST, which nginx does not
// retry). So the app waits longer than nginx.
server.keepAliveTimeout = KEEP_ALIVE_MS;
server.headersTimeout = KEEP_ALIVE_MS + 1_000;
server.on('upgrade', app.getUpgradeHandler());
server.listen(port, hostname, () => {
  console.log(
    `> Ready on http://${hostname ?? 'localhost'}:${port} (${dev ? 'dev' : 'production'})`,
  );
});

/**
 * The site's not-found view for the address of `request`, asked of this server itself
 * (proxy.ts rewrites to it when the token is present), or null if it cannot be had.
 */
function renderNotFoundView(request) {
  const address = server.address();
  if (!address || typeof address === 'string') return Promise.resolve(null);
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return new Promise((resolve) => {
    const viewRequest = http.get(
      {
        host: host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host,
        port: address.port,
        path: request.url,
        headers: {
          host: request.headers.host ?? 'localhost',
          accept: 'text/html',
          'accept-encoding': 'identity',
          [NOT_FOUND_VIEW_HEADER]: notFoundViewToken,
        },
        timeout: 5000,
      },
      (viewResponse) => {
        const chunks = [];
        viewResponse.on('data', (chunk) => chunks.push(chunk));
        viewResponse.on('end', () => {
          const html = String(viewResponse.headers['content-type']).includes('text/html');
          resolve(
            viewResponse.statusCode === 200 && html ? Buffer.concat(chunks).toString() : null,
          );
        });
        viewResponse.on('error', () => resolve(null));
      },
    );
    viewRequest.on('timeout', () => viewRequest.destroy());
    viewRequest.on('error', () => resolve(null));
  });
}

/** A request may run this long after SIGTERM; then the process exits regardless. */
const STOP_DEADLINE_MS = 9_000;

/** Pages tell shared caches (a CDN) a short lifetime, whichever way Next writes the header. */
function limitSharedCaching(response) {
  for (const method of ['setHeader', 'appendHeader']) {
    const original = response[method];
    response[method] = function (name, value) {
      const cacheControl = typeof name === 'string' && name.toLowerCase() === 'cache-control';
      return original.call(this, name, cacheControl ? sharedCacheControl(value) : value);
    };
  }
}

let stopping = false;
/**
 * SIGTERM (systemd, a rolling deploy): take no new connections, let running requests and
 * the mail being sent finish, then close Redis and exit, within 10 s in any case.
 */
async function stop() {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(0), STOP_DEADLINE_MS).unref();
  const drained = new Promise((resolve) => server.close(resolve));
  // Keep-alive connections whose request has been answered are closed as soon as they idle.
  setInterval(() => server.closeIdleConnections(), 100).unref();
  await Promise.all([drained, runShutdownHooks()]);
  await closeCache();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
