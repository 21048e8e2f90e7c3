import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { completeBodies } from '@/server/complete-bodies.mjs';
import { createByteCache } from '@/server/encoding.mjs';
import { NOT_FOUND_MARK_HEADER, notFoundLocale } from '@/runtime/not-found.mjs';
import {
  createNotFoundDocuments,
  isPublicDocumentRequest,
  notFoundDocument,
  type NotFoundDocuments,
} from '@/server/not-found-page.mjs';
import { interceptResponse } from '@/server/pipeline.mjs';
import { streamedGzip } from '@/server/streamed-gzip.mjs';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((r) => server.close(r))));
});

interface Answer {
  status: number;
  type: string;
  body: string;
  marked?: boolean;
}

/** A server that answers like Next (status, type, body in two writes) behind the stage. */
async function serve(documents: NotFoundDocuments, answer: (url: string) => Answer) {
  const server = http.createServer((request, response) => {
    interceptResponse(request, response, [
      notFoundDocument(documents),
      streamedGzip,
      completeBodies(createByteCache(1024 * 1024)),
    ]);
    const { status, type, body, marked } = answer(request.url ?? '/');
    response.statusCode = status;
    response.setHeader('content-type', type);
    response.setHeader('x-kept', 'yes');
    if (marked) response.setHeader(NOT_FOUND_MARK_HEADER, '1');
    response.write(body.slice(0, 5));
    response.end(body.slice(5));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const EMPTY_404 = '<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>';
const VIEW_RO = '<!DOCTYPE html><html lang="ro"><h1>Pagina nu a fost găsită</h1></html>';
const VIEW_EN = '<!DOCTYPE html><html lang="en"><h1>Page not found</h1></html>';

/** Next as the gate drives it: /x and /en/x are the marked view, /next-404 Next's own. */
function nextLike(url: string): Answer {
  if (url.endsWith('next-404')) return { status: 404, type: 'text/html', body: EMPTY_404 };
  if (url === '/page') return { status: 200, type: 'text/html', body: '<p>Excavatoare</p>' };
  const body = url.startsWith('/en/') ? VIEW_EN : VIEW_RO;
  return { status: 200, type: 'text/html; charset=utf-8', body, marked: true };
}

describe('the 404 document of the public site', () => {
  it('is the marked view with status 404, without the mark, and kept per language', async () => {
    const documents = createNotFoundDocuments();
    const url = await serve(documents, nextLike);
    const response = await fetch(`${url}/made-up`);
    expect(response.status).toBe(404);
    expect(response.headers.get(NOT_FOUND_MARK_HEADER)).toBeNull();
    expect(response.headers.get('x-kept')).toBe('yes');
    expect(await response.text()).toBe(VIEW_RO);
    expect(documents.get('ro')?.toString()).toBe(VIEW_RO);
    expect(documents.get('en')).toBeUndefined();
    await fetch(`${url}/en/made-up`);
    expect(documents.get('en')?.toString()).toBe(VIEW_EN);
  });

  it("replaces Next's own 404 document with the kept view of its language", async () => {
    const documents = createNotFoundDocuments();
    const url = await serve(documents, nextLike);
    // Nothing kept yet: Next's own answer goes out as it was.
    const before = await fetch(`${url}/x/next-404`);
    expect(before.status).toBe(404);
    expect(await before.text()).toBe(EMPTY_404);
    await fetch(`${url}/made-up`);
    await fetch(`${url}/en/made-up`);
    const ro = await fetch(`${url}/x/next-404`);
    expect(ro.status).toBe(404);
    expect(ro.headers.get('x-kept')).toBe('yes');
    expect(await ro.text()).toBe(VIEW_RO);
    expect(await (await fetch(`${url}/en/y/next-404`)).text()).toBe(VIEW_EN);
  });

  it('is sent gzipped when the client takes it, by the encoding layer beneath', async () => {
    const view = `${VIEW_RO}${' '.repeat(2000)}`;
    const url = await serve(createNotFoundDocuments(), () => ({
      status: 200,
      type: 'text/html',
      body: view,
      marked: true,
    }));
    const raw = await new Promise<{ encoding?: string; status?: number; body: Buffer }>(
      (resolve) => {
        http.get(`${url}/nu-exista`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              encoding: res.headers['content-encoding'],
              status: res.statusCode,
              body: Buffer.concat(chunks),
            }),
          );
        });
      },
    );
    expect(raw.status).toBe(404);
    expect(raw.encoding).toBe('gzip');
    expect(zlib.gunzipSync(raw.body).toString()).toBe(view);
  });

  it('leaves pages and JSON 404s as they are', async () => {
    const documents = createNotFoundDocuments();
    documents.keep('ro', Buffer.from(VIEW_RO));
    const page = await serve(documents, nextLike);
    expect(await (await fetch(`${page}/page`)).text()).toBe('<p>Excavatoare</p>');
    const json = await serve(documents, () => ({
      status: 404,
      type: 'application/json',
      body: '{"a":1}',
    }));
    expect(await (await fetch(`${json}/x`)).text()).toBe('{"a":1}');
  });

  it('concerns public documents only, in the language of their address', () => {
    const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
      ({ url, method, headers }) as unknown as http.IncomingMessage;
    expect(isPublicDocumentRequest(request('/categorie/x/utilaj/y'))).toBe(true);
    expect(isPublicDocumentRequest(request('/en/nothing', {}, 'HEAD'))).toBe(true);
    expect(isPublicDocumentRequest(request('/api/product/x'))).toBe(false);
    expect(isPublicDocumentRequest(request('/admin/main/x'))).toBe(false);
    expect(isPublicDocumentRequest(request('/_next/static/x.js'))).toBe(false);
    expect(isPublicDocumentRequest(request('/home', { rsc: '1' }))).toBe(false);
    expect(isPublicDocumentRequest(request('/home?_rsc=abc'))).toBe(false);
    expect(isPublicDocumentRequest(request('/contact', {}, 'POST'))).toBe(false);
    expect(notFoundLocale('/en')).toBe('en');
    expect(notFoundLocale('/en/categorie/x')).toBe('en');
    expect(notFoundLocale('/english')).toBe('ro');
    expect(notFoundLocale('/nu-exista')).toBe('ro');
  });
});
