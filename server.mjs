// `npm start`: Next's production server behind a thin layer of our own (Next's documented
// custom-server API). Why: route handlers cannot see the TCP peer's address, and Next keeps
// a client-sent X-Forwarded-For as it is, so per-IP limits need the address from the socket.
// This layer stamps it into a header the client cannot forge, repairs malformed
// percent-escapes Next would answer with a bare 500, and stops gracefully on SIGTERM.
import http from 'node:http';
import { CONNECTION_ADDRESS_HEADER, repairRequestTarget, socketAddress } from './server/edge.mjs';

const dev = process.argv.includes('--dev');
// As `next start` and `next dev` do; React picks its build by this before Next loads it.
process.env.NODE_ENV ??= dev ? 'development' : 'production';
const { default: next } = await import('next');
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || undefined;

const app = next({ dev, port, hostname });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((request, response) => {
  request.headers[CONNECTION_ADDRESS_HEADER] = socketAddress(request.socket);
  if (request.url) request.url = repairRequestTarget(request.url);
  handle(request, response).catch((error) => {
    console.error('Request failed:', error instanceof Error ? error.name : 'unknown error');
    if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
    response.end();
  });
});
server.on('upgrade', app.getUpgradeHandler());
server.listen(port, hostname, () => {
  console.log(
    `> Ready on http://${hostname ?? 'localhost'}:${port} (${dev ? 'dev' : 'production'})`,
  );
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  // Requests still running after 10 s are cut off.
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
