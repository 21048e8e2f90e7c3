import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createByteCache, encodeResponse } from '@/server/encoding.mjs';
import {
  isPublicDocumentRequest,
  notFoundLocale,
  replaceNotFoundDocument,
} from '@/server/not-found-page.mjs';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((r) => server.close(r))));
});

/** A server that answers like Next (status, type, body in two writes) behind the watcher. */
async function serve(
  answer: { status: number; type: string; body: string },
  view: string | null,
): Promise<string> {
  const server = http.createServer((_request, response) => {
    replaceNotFoundDocument(response, async () => view);
    response.statusCode = answer.status;
    response.setHeader('content-type', answer.type);
    response.setHeader('x-kept', 'yes');
    response.write(answer.body.slice(0, 5));
    response.end(answer.body.slice(5));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

const EMPTY_404 = '<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>';
const VIEW = '<!DOCTYPE html><html lang="ro"><h1>Pagina nu a fost găsită</h1></html>';

describe('the 404 document of the public site', () => {
  it("is replaced by the site's not-found view, with status 404 and Next's other headers", async () => {
    const url = await serve(
      { status: 404, type: 'text/html; charset=utf-8', body: EMPTY_404 },
      VIEW,
    );
    const response = await fetch(url);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-kept')).toBe('yes');
    expect(await response.text()).toBe(VIEW);
  });

  it('is sent gzipped when the client takes it, by the encoding layer beneath', async () => {
    const view = `${VIEW}${' '.repeat(2000)}`;
    const server = http.createServer((request, response) => {
      encodeResponse(request, response, createByteCache(1024 * 1024));
      replaceNotFoundDocument(response, async () => view);
      response.statusCode = 404;
      response.setHeader('content-type', 'text/html');
      response.end(EMPTY_404);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve) => {
      http.get({ port, host: '127.0.0.1', headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      });
    });
    expect(raw.encoding).toBe('gzip');
    expect(zlib.gunzipSync(raw.body).toString()).toBe(view);
  });

  it("leaves pages, JSON 404s, and Next's answer when the view cannot be had, as they are", async () => {
    const page = await serve({ status: 200, type: 'text/html', body: '<p>Excavatoare</p>' }, VIEW);
    expect(await (await fetch(page)).text()).toBe('<p>Excavatoare</p>');
    const json = await serve({ status: 404, type: 'application/json', body: '{"a":1}' }, VIEW);
    expect(await (await fetch(json)).text()).toBe('{"a":1}');
    const noView = await serve({ status: 404, type: 'text/html', body: EMPTY_404 }, null);
    const answer = await fetch(noView);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe(EMPTY_404);
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
