import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { completeBodies } from '@/server/complete-bodies.mjs';
import { acceptsGzip, createByteCache, MIN_COMPRESSED_BYTES } from '@/server/encoding.mjs';
import { streamedScripts } from '@/server/late-scripts.mjs';
import { interceptResponse } from '@/server/pipeline.mjs';
import { streamedGzip } from '@/server/streamed-gzip.mjs';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((r) => server.close(r))));
});

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** A server with the encoding stages on each response, in server.mjs's order. */
async function serve(handler: Handler, cache = createByteCache(1024 * 1024)) {
  const server = http.createServer((request, response) => {
    interceptResponse(request, response, [streamedScripts, streamedGzip, completeBodies(cache)]);
    handler(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, cache };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Milliseconds from the request to each chunk's arrival. */
  arrivals: number[];
}

function get(
  port: number,
  headers: Record<string, string> = {},
  method = 'GET',
  onFirstChunk = () => {},
  path = '/',
) {
  return new Promise<Answer>((resolve, reject) => {
    const started = Date.now();
    const request = http.request({ port, host: '127.0.0.1', method, headers, path }, (response) => {
      const chunks: Buffer[] = [];
      const arrivals: number[] = [];
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        arrivals.push(Date.now() - started);
        if (chunks.length === 1) onFirstChunk();
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          arrivals,
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

const PAGE = `<!DOCTYPE html><html lang="ro"><body>${'<p>Excavator pe șenile</p>'.repeat(200)}</body></html>`;

/** Answers like Next sends a cached page: length first, then the whole body at once. */
const completePage: Handler = (_request, response) => {
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('content-length', Buffer.byteLength(PAGE));
  response.end(PAGE);
};

describe('a complete body (a cached page, a static file)', () => {
  it('goes out gzipped to a client that takes gzip, and as it is to one that does not', async () => {
    const { port } = await serve(completePage);
    const zipped = await get(port, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(zipped.body.length).toBeLessThan(Buffer.byteLength(PAGE) / 10);
    expect(zlib.gunzipSync(zipped.body).toString()).toBe(PAGE);
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);

    const plain = await get(port, { 'accept-encoding': 'gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
  });

  it('is gzipped once: the copy is kept and sent again for the same bytes', async () => {
    const { port, cache } = await serve(completePage);
    const first = await get(port, { 'accept-encoding': 'gzip' });
    const kept = cache.size();
    expect(kept).toBe(first.body.length);
    const second = await get(port, { 'accept-encoding': 'gzip' });
    expect(second.body.equals(first.body)).toBe(true);
    expect(cache.size()).toBe(kept);
  });

  it('carries a validator; a client that holds the same body gets 304 and no body', async () => {
    const { port } = await serve(completePage);
    const first = await get(port, { 'accept-encoding': 'gzip' });
    const tag = first.headers.etag;
    expect(tag).toMatch(/^W\/"[\w-]{27}"$/);
    const again = await get(port, { 'if-none-match': String(tag), 'accept-encoding': 'gzip' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(tag);
    // Another body, another tag: a changed page is sent in full.
    const stale = await get(port, { 'if-none-match': 'W/"something-else"' });
    expect(stale.status).toBe(200);
    expect(stale.body.toString()).toBe(PAGE);
  });

  it('keeps a tag the handler set, and leaves small bodies uncompressed', async () => {
    const small = 'x'.repeat(MIN_COMPRESSED_BYTES - 1);
    const { port } = await serve((_request, response) => {
      response.setHeader('content-type', 'application/javascript');
      response.setHeader('content-length', small.length);
      response.setHeader('etag', 'W/"own-tag"');
      response.end(small);
    });
    const answer = await get(port, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.etag).toBe('W/"own-tag"');
    expect(answer.body.toString()).toBe(small);
  });
});

describe('what the layer leaves alone', () => {
  it('pictures, ranges and HEAD requests go out exactly as the handler wrote them', async () => {
    const picture = Buffer.alloc(5000, 7);
    const { port } = await serve((request, response) => {
      if (request.method === 'HEAD') {
        response.setHeader('content-type', 'image/avif');
        response.setHeader('content-length', 5000);
        response.end();
        return;
      }
      const range = request.headers.range !== undefined;
      response.statusCode = range ? 206 : 200;
      response.setHeader('content-type', range ? 'text/plain' : 'image/avif');
      if (range) response.setHeader('content-range', 'bytes 0-4999/10000');
      response.setHeader('content-length', picture.length);
      response.end(picture);
    });
    const image = await get(port, { 'accept-encoding': 'gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.equals(picture)).toBe(true);
    const part = await get(port, { 'accept-encoding': 'gzip', range: 'bytes=0-4999' });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    const head = await get(port, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.headers['content-length']).toBe('5000');
    expect(head.headers['content-encoding']).toBeUndefined();
  });
});

describe('a streamed body (a dynamic page, a route handler)', () => {
  it('is gzipped as it goes: a flushed chunk reaches the client before the rest', async () => {
    let finish: () => void = () => {};
    const { port } = await serve((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.write(`<html><body>${'<p>Primul fragment</p>'.repeat(100)}`);
      (response as http.ServerResponse & { flush(): void }).flush();
      finish = () => response.end(`${'<p>Restul paginii</p>'.repeat(100)}</body></html>`);
    });
    // The handler ends only once the client has its first chunk: held back, it never would.
    const answer = await get(port, { 'accept-encoding': 'gzip' }, 'GET', () => finish());
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.arrivals.length).toBeGreaterThan(1);
    const text = zlib.gunzipSync(answer.body).toString();
    expect(text.startsWith('<html><body><p>Primul fragment</p>')).toBe(true);
    expect(text.endsWith('</body></html>')).toBe(true);
  });
});

describe('the page scripts (server/late-scripts.mjs)', () => {
  const head = (scripts: string) =>
    `<!DOCTYPE html><html><head><title>Utilaje</title>${scripts}</head>`;
  const script = '<script src="/_next/static/chunks/react.js" async=""></script>';
  const content = `<body>${'<p>Excavator pe șenile</p>'.repeat(100)}</body></html>`;

  it('of a streamed page whose head comes in two pieces go in the loader; the page is gzipped', async () => {
    const { port } = await serve((_request, response) => {
      // As Next streams a page: its headers first, then the pieces.
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      const start = head(script);
      response.write(start.slice(0, 60));
      response.write(start.slice(60));
      response.end(content);
    });
    const answer = await get(port, { 'accept-encoding': 'gzip' });
    const text = zlib.gunzipSync(answer.body).toString();
    expect(text).not.toContain('async=""');
    expect(text).toContain('data-page-scripts="/_next/static/chunks/react.js"');
    expect(text.endsWith(content)).toBe(true);
  });

  it('of a complete page go in the loader, with the length of what is sent and its own validator', async () => {
    const page = head(script) + content;
    const { port } = await serve((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('content-length', Buffer.byteLength(page));
      response.end(page);
    });
    const answer = await get(port);
    expect(answer.body.toString()).toContain('data-page-scripts=');
    expect(answer.body.toString()).not.toContain('async=""');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    const again = await get(port, { 'if-none-match': String(answer.headers.etag) });
    expect(again.status).toBe(304);
    // The same bytes at an admin address go out unmoved, under another validator.
    const admin = await get(port, {}, 'GET', () => {}, '/admin/login');
    expect(admin.body.toString()).toBe(page);
    expect(admin.headers.etag).not.toBe(answer.headers.etag);
    // A HEAD names no length: Next's would be the unmoved page's.
    const described = await get(port, {}, 'HEAD');
    expect(described.headers['content-length']).toBeUndefined();
  });

  it('are left where they are in anything that is not HTML', async () => {
    const { port } = await serve((_request, response) => {
      response.setHeader('content-type', 'text/plain; charset=utf-8');
      response.end(head(script));
    });
    expect((await get(port)).body.toString()).toBe(head(script));
  });
});

describe('Accept-Encoding', () => {
  const request = (value?: string) =>
    ({ headers: value === undefined ? {} : { 'accept-encoding': value } }) as http.IncomingMessage;
  it('is read with its weights', () => {
    expect(acceptsGzip(request('gzip, deflate, br, zstd'))).toBe(true);
    expect(acceptsGzip(request('br;q=1.0, gzip;q=0.8'))).toBe(true);
    expect(acceptsGzip(request('*'))).toBe(true);
    expect(acceptsGzip(request('gzip;q=0'))).toBe(false);
    expect(acceptsGzip(request('identity'))).toBe(false);
    expect(acceptsGzip(request())).toBe(false);
  });
});
