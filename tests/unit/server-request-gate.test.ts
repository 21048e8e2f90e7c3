import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { registerEarlyRefusal } from '@/runtime/early-refusal.mjs';
import {
  refuseKnownFlooder,
  refuseUnknownMethod,
  repairRequestTarget,
  sharedCacheControl,
} from '@/server/request-gate.mjs';

describe('repairRequestTarget (server.mjs)', () => {
  it('leaves well-formed targets alone', () => {
    for (const target of [
      '/',
      '/categorie/excavatoare',
      '/en/categorie/excavatoare/utilaj/cat-320?x=1&y=%C8%99',
      '/api/product/category/name/Excavatoare%20mari',
      '/api/image/%C8%99.webp',
    ]) {
      expect(repairRequestTarget(target)).toBe(target);
    }
  });

  it('turns escapes that do not decode into literal percent signs', () => {
    expect(repairRequestTarget('/api/category/%ff')).toBe('/api/category/%25ff');
    expect(repairRequestTarget('/en/categorie/%e0%a4%a')).toBe('/en/categorie/%25e0%25a4%25a');
    expect(repairRequestTarget('/categorie/excavatoare/utilaj/%ff')).toBe(
      '/categorie/excavatoare/utilaj/%25ff',
    );
    expect(repairRequestTarget('/contact?name=%zz&ok=%41')).toBe('/contact?name=%25zz&ok=%41');
    for (const target of ['/%ff', '/a/%', '/%e0%a4%a', '/x?%c3']) {
      expect(() => decodeURIComponent(repairRequestTarget(target))).not.toThrow();
    }
  });

  it('replaces NUL bytes in the path and the query, keeping the address its shape', () => {
    expect(repairRequestTarget('/api/product/details/model/%00')).toBe(
      '/api/product/details/model/%EF%BF%BD',
    );
    const repaired = repairRequestTarget('/api/product/excavatoare/a%00b?q=%00');
    expect(repaired).toBe('/api/product/excavatoare/a%EF%BF%BDb?q=%EF%BF%BD');
    expect(decodeURIComponent(repaired)).not.toContain('\u0000');
  });
});

describe('sharedCacheControl (server.mjs)', () => {
  it('gives shared caches a minute on pages Next keeps until an admin write', () => {
    expect(sharedCacheControl('s-maxage=31536000')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
    );
    expect(sharedCacheControl('s-maxage=31536000, stale-while-revalidate=31536000')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
    );
  });

  it('leaves private, immutable and short answers alone', () => {
    for (const value of [
      'private, no-cache, no-store, max-age=0, must-revalidate',
      'public, max-age=31536000, immutable',
      's-maxage=30',
      'no-store',
    ]) {
      expect(sharedCacheControl(value)).toBe(value);
    }
  });
});

describe('refuseUnknownMethod (server.mjs)', () => {
  /** A raw request with `method` to a server that answers 200 unless the layer refused it. */
  async function send(method: string, path: string) {
    const server = http.createServer((request, response) => {
      if (!refuseUnknownMethod(request, response)) response.end('next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      return await new Promise<{ status?: number; allow?: string; body: string }>(
        (resolve, reject) => {
          http
            .request({ host: '127.0.0.1', port, method, path }, (res) => {
              let body = '';
              res.on('data', (chunk: Buffer) => (body += chunk.toString()));
              res.on('end', () =>
                resolve({ status: res.statusCode, allow: res.headers.allow, body }),
              );
            })
            .on('error', reject)
            .end();
        },
      );
    } finally {
      server.close();
    }
  }

  it('answers TRACE and other unknown methods 405, in the API error body under /api', async () => {
    const api = await send('TRACE', '/api/category');
    expect(api.status).toBe(405);
    expect(JSON.parse(api.body)).toEqual({ errors: [{ msg: 'METHOD_NOT_ALLOWED' }] });
    expect(api.allow).toContain('GET');
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL']) {
      expect((await send(method, '/home')).status, method).toBe(405);
    }
  });

  it('lets the methods of the site through', async () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect((await send(method, '/api/category')).status, method).toBe(200);
    }
  });
});

describe('refuseKnownFlooder (server.mjs)', () => {
  it("answers a limited search with the app's refusal before Next, and nothing else", async () => {
    registerEarlyRefusal((url, headers) =>
      headers.get('x-flooder') === 'yes'
        ? { status: 429, headers: { 'retry-after': '7' }, body: `no ${url.pathname}` }
        : null,
    );
    const server = http.createServer((request, response) => {
      if (!refuseKnownFlooder(request, response)) response.end('next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = async (path: string, flooder: boolean, method = 'GET') => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: flooder ? { 'x-flooder': 'yes' } : {},
      });
      return { status: res.status, retry: res.headers.get('retry-after'), body: await res.text() };
    };
    try {
      expect(await get('/cautare?q=cat', true)).toEqual({
        status: 429,
        retry: '7',
        body: 'no /cautare',
      });
      expect((await get('/en/cautare?q=cat', true)).status).toBe(429);
      expect((await get('/api/search?q=cat', true)).status).toBe(429);
      expect((await get('/cautare?q=cat', false)).body).toBe('next');
      expect((await get('/home?q=cat', true)).body).toBe('next');
      expect((await get('/api/search?q=cat', true, 'POST')).body).toBe('next');
    } finally {
      registerEarlyRefusal(() => null);
      server.close();
    }
  });
});
