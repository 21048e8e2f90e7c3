import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { interceptResponse, type ResponseStage } from '@/server/pipeline.mjs';
import { runRequestSteps, type RequestStep } from '@/server/request-steps.mjs';
import { streamedGzip } from '@/server/streamed-gzip.mjs';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((r) => server.close(r))));
});

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

async function serve(stages: ResponseStage[], handler: Handler) {
  const server = http.createServer((request, response) => {
    interceptResponse(request, response, stages);
    handler(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  chunks: number;
}

function get(
  port: number,
  { headers = {}, method = 'GET', onFirstChunk = () => {} } = {} as {
    headers?: Record<string, string>;
    method?: string;
    onFirstChunk?: () => void;
  },
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request({ port, host: '127.0.0.1', method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (chunks.length === 1) onFirstChunk();
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          chunks: chunks.length,
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** A stage that names itself in a header and wraps every chunk of the body in its name. */
function wrapping(name: string): ResponseStage {
  const wrap = (chunk: Buffer) => Buffer.from(`${name}(${chunk.toString()})`);
  return {
    name,
    head(_head, { response }) {
      response.setHeader('x-order', `${String(response.getHeader('x-order') ?? '')}${name}`);
      return {
        write: (chunk, next) => next.write(wrap(chunk)),
        end: (last, next) => next.end(last && wrap(last)),
      };
    },
  };
}

describe('the response stages', () => {
  it('see the head and the body in the order of the list, the first one nearest Next', async () => {
    const port = await serve([wrapping('a'), wrapping('b'), wrapping('c')], (_q, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('x');
      response.end('y');
    });
    const answer = await get(port);
    expect(answer.headers['x-order']).toBe('abc');
    expect(answer.body.toString()).toBe('c(b(a(x)))c(b(a(y)))');
  });

  it('get the headers given to writeHead on the response, and may change the status', async () => {
    const seen: string[] = [];
    const port = await serve(
      [
        {
          name: 'status',
          head(head, { response }) {
            seen.push(String(response.getHeader('x-given')));
            head.status = 404;
          },
        },
        {
          name: 'after',
          head: (head) => void seen.push(String(head.status)),
        },
      ],
      (_q, response) => {
        response.writeHead(200, 'Fine', { 'x-given': 'yes' });
        response.end('body');
      },
    );
    const answer = await get(port);
    expect(seen).toEqual(['yes', '404']);
    expect(answer.status).toBe(404);
    expect(answer.headers['x-given']).toBe('yes');
  });

  it('a stage that takes the whole body sends what the stages after it see, and they only', async () => {
    const after: { status: number; length: unknown; chunks: string[] } = {
      status: 0,
      length: undefined,
      chunks: [],
    };
    const port = await serve(
      [
        wrapping('a'),
        {
          name: 'replace',
          head: () => 'whole',
          whole(body, _head, { response }, next) {
            const replaced = Buffer.from(`[${body.toString()}]`);
            response.setHeader('content-length', replaced.length);
            next.head({ status: 410 });
            next.end(replaced);
          },
        },
        {
          name: 'after',
          head(head, { response }) {
            after.status = head.status;
            after.length = response.getHeader('content-length');
            return {
              write: (chunk, next) => (after.chunks.push(chunk.toString()), next.write(chunk)),
              end: (last, next) => (last && after.chunks.push(last.toString()), next.end(last)),
            };
          },
        },
      ],
      (_q, response) => {
        response.setHeader('content-type', 'text/plain');
        response.write('one ');
        response.end('two');
      },
    );
    const answer = await get(port);
    expect(answer.status).toBe(410);
    expect(answer.body.toString()).toBe('[a(one )a(two)]');
    expect(after).toEqual({ status: 410, length: 15, chunks: ['[a(one )a(two)]'] });
  });

  it('a stage that steps aside sees nothing of the body', async () => {
    let hooksCalled = 0;
    const port = await serve(
      [
        { name: 'aside', head: () => undefined },
        {
          name: 'count',
          appliesTo: (request) => request.url === '/counted',
          head: () => ({ write: (chunk, next) => (hooksCalled++, next.write(chunk)) }),
        },
      ],
      (_q, response) => response.end('as it is'),
    );
    expect((await get(port)).body.toString()).toBe('as it is');
    expect(hooksCalled).toBe(0);
  });

  it('pass a streamed body on as it comes: the first chunk reaches the client before the end', async () => {
    let finish = () => {};
    const port = await serve([wrapping('a'), streamedGzip], (_q, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.write(`<p>${'primul '.repeat(300)}</p>`);
      (response as http.ServerResponse & { flush(): void }).flush();
      finish = () => response.end('<p>restul</p>');
    });
    // The handler ends only once the client has its first chunk: held back, it never would.
    const answer = await get(port, {
      headers: { 'accept-encoding': 'gzip' },
      onFirstChunk: () => finish(),
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.chunks).toBeGreaterThan(1);
    expect(zlib.gunzipSync(answer.body).toString()).toBe(
      `a(<p>${'primul '.repeat(300)}</p>)a(<p>restul</p>)`,
    );
  });

  it('keep a large streamed body intact through gzip, writing at the pace of the socket', async () => {
    const pieces = Array.from({ length: 64 }, () => randomBytes(32 * 1024).toString('base64'));
    const port = await serve([streamedGzip], (_q, response) => {
      response.setHeader('content-type', 'text/plain');
      void (async () => {
        for (const piece of pieces) {
          if (!response.write(piece)) await once(response, 'drain');
        }
        response.end();
      })();
    });
    const answer = await get(port, { headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(answer.body).toString()).toBe(pieces.join(''));
  });

  it('tell a stage the size of a body given whole to end() before any head', async () => {
    const sizes: (number | undefined)[] = [];
    const port = await serve(
      [{ name: 'size', head: (head) => void sizes.push(head.wholeBytes) }],
      (request, response) => {
        if (request.method === 'HEAD') response.writeHead(200).end();
        else response.end('seven b');
      },
    );
    await get(port);
    await get(port, { method: 'HEAD' });
    expect(sizes).toEqual([7, undefined]);
  });
});

describe('the request steps', () => {
  it('run in order until one answers; the ones after it do not run', () => {
    const ran: string[] = [];
    const step = (name: string, answers = false): RequestStep => ({
      name,
      run: () => (ran.push(name), answers),
    });
    const skipped: RequestStep = { name: 'skipped', appliesTo: () => false, run: () => true };
    const request = {} as http.IncomingMessage;
    const response = {} as http.ServerResponse;
    expect(
      runRequestSteps(request, response, [step('a'), skipped, step('b', true), step('c')]),
    ).toBe(true);
    expect(ran).toEqual(['a', 'b']);
  });
});
