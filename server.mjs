// @ts-check
// `npm start`: Next's production server behind a thin layer of our own (Next's documented
// custom-server API). Why: route handlers cannot see the TCP peer's address, and Next keeps
// a client-sent X-Forwarded-For as it is, so per-IP limits need the address from the socket.
// This layer stamps it into a header the client cannot forge, repairs malformed
// percent-escapes Next would answer with a bare 500, gives shared caches (a CDN) a short
// lifetime for pages, gzips and validates what it sends, keeps the 404 document and resized
// pictures, and stops gracefully on SIGTERM. Two lists below say what it does in which order:
// the steps of a request before Next, and the stages of Next's answer on its way out.
import http from 'node:http';
import v8 from 'node:v8';
import { closeCache } from './runtime/cache-registry.mjs';
import { completeBodies } from './server/complete-bodies.mjs';
import { COMPRESSED_CACHE_BYTES, createByteCache } from './server/encoding.mjs';
import {
  answerFromMemo,
  createImageMemo,
  imageMemoKey,
  keepPictures,
} from './server/image-memo.mjs';
import { CONNECTION_ADDRESS_HEADER, markCustomServer } from './runtime/client-address.mjs';
import {
  refuseKnownFlooder,
  refuseUnknownMethod,
  repairRequestTarget,
  sharedCachingLimit,
  socketAddress,
} from './server/request-gate.mjs';
import { streamedScripts } from './server/late-scripts.mjs';
import { createNotFoundDocuments, notFoundDocument } from './server/not-found-page.mjs';
import { interceptResponse } from './server/pipeline.mjs';
import { runRequestSteps } from './server/request-steps.mjs';
import { nextImageTarget, RESIZED_PREFIX } from './runtime/resized-pictures.mjs';
import { streamedGzip } from './server/streamed-gzip.mjs';
import { runShutdownHooks } from './runtime/shutdown.mjs';

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
// (Next's types make NODE_ENV read-only, for the app, which only reads it.)
/** @type {NodeJS.Dict<string>} */ (process.env).NODE_ENV ??= dev ? 'development' : 'production';
const { default: next } = await import('next');
const port = Number(process.env.PORT || 3000);
/** The address the server listens on; unset, every interface (as Node's default). */
const hostname = process.env.HOSTNAME || undefined;

// Next is told it runs on `localhost` whatever address it listens on. Given any other name
// (127.0.0.1, ::1, a container's name), Next 16 builds the URL of a proxy.ts rewrite on
// `localhost` but compares it with the literal name, takes the rewrite for an external one,
// and every Romanian page (next-intl rewrites them to /ro/…) answers 307 to itself
// (vercel/next.js#94745, #94342; fix proposed in #95917). The name only builds Next's
// internal URLs: remove this when Next normalises it itself.
const app = next({ dev, port, hostname: 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();
/** The not-found view's document per language, kept as Next last served it. */
const notFoundDocuments = createNotFoundDocuments();
/** Gzipped copies of complete bodies (cached pages, static files), by digest. */
const compressedBodies = createByteCache(COMPRESSED_CACHE_BYTES);
/** next/image answers for content-addressed pictures, which never change. */
const resizedPictures = createImageMemo();

/**
 * Each request, in this order, before Next (server/request-steps.mjs): a step may answer it
 * (then nothing after it runs, Next included), or prepare it. Its answer goes straight to the
 * socket, past the response stages.
 * @type {import('./server/request-steps.mjs').RequestStep[]}
 */
const requestSteps = [
  {
    name: 'close keep-alive connections while stopping',
    appliesTo: () => stopping,
    run: (_request, response) => void response.setHeader('Connection', 'close'),
  },
  { name: 'refuse methods the site does not know (405)', run: refuseUnknownMethod },
  {
    name: 'name the client as the socket saw it',
    run: (request) =>
      void (request.headers[CONNECTION_ADDRESS_HEADER] = socketAddress(request.socket)),
  },
  {
    name: 'repair percent-escapes Next would answer with a bare 500',
    run: (request) => void (request.url &&= repairRequestTarget(request.url)),
  },
  { name: 'refuse searches of a client already over its budget (429)', run: refuseKnownFlooder },
  {
    name: "stored pictures' short resized addresses, as Next's image route knows them",
    appliesTo: (request) => Boolean(request.url?.startsWith(RESIZED_PREFIX)),
    run: (request) => void (request.url = nextImageTarget(request.url ?? '') ?? request.url),
  },
  {
    name: 'resized pictures from memory',
    appliesTo: (request) => imageMemoKey(request) !== null,
    run: (request, response) => {
      const key = /** @type {string} */ (imageMemoKey(request));
      return answerFromMemo(request, response, resizedPictures, key);
    },
  },
];

/**
 * What Next writes goes through these on its way to the socket, in this order
 * (server/pipeline.mjs): each sees the status, the headers and the body as the ones before
 * it left them.
 * @type {import('./server/pipeline.mjs').ResponseStage[]}
 */
const responseStages = [
  sharedCachingLimit,
  notFoundDocument(notFoundDocuments),
  keepPictures(resizedPictures),
  streamedScripts,
  streamedGzip,
  completeBodies(compressedBodies),
];

const server = http.createServer((request, response) => {
  if (runRequestSteps(request, response, requestSteps)) return;
  interceptResponse(request, response, responseStages);
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

/** A request may run this long after SIGTERM; then the process exits regardless. */
const STOP_DEADLINE_MS = 9_000;

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
