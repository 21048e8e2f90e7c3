import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  answerFromMemo,
  createImageMemo,
  imageMemoKey,
  keepPictures,
  type ImageMemo,
} from '@/server/image-memo.mjs';
import { interceptResponse } from '@/server/pipeline.mjs';

const HASH = 'd962b5df87630a492be9b0847f98d0e7d093aef316c495b50114831df367f631';
const PICTURE = `/_next/image?url=%2Fapi%2Fimage%2F${HASH}.jpg&w=828&q=75`;
const AVIF = 'image/avif,image/webp,image/apng,*/*;q=0.8';

const request = (url: string, accept = AVIF, method = 'GET') =>
  ({ url, method, headers: { accept } }) as unknown as http.IncomingMessage;

describe('which pictures are kept', () => {
  it('content-addressed pictures only, by the formats the client takes', () => {
    expect(imageMemoKey(request(PICTURE))).toBe(`avif+webp ${PICTURE}`);
    expect(imageMemoKey(request(PICTURE, 'image/webp,*/*'))).toBe(`webp ${PICTURE}`);
    // AVIF alone gets the original from Next (WebP only): not the answer of AVIF+WebP.
    expect(imageMemoKey(request(PICTURE, 'image/avif,*/*'))).toBe(`avif ${PICTURE}`);
    expect(imageMemoKey(request(PICTURE, '*/*'))).toBe(`* ${PICTURE}`);
    expect(imageMemoKey(request(PICTURE, AVIF, 'HEAD'))).not.toBeNull();
    expect(imageMemoKey(request(PICTURE, AVIF, 'POST'))).toBeNull();
    expect(imageMemoKey(request('/_next/image?url=%2Flogo.png&w=64&q=75'))).toBeNull();
    expect(imageMemoKey(request('/_next/image?url=%2Fapi%2Fimage%2Fabc.jpg&w=64&q=75'))).toBeNull();
    expect(imageMemoKey(request(`/api/image/${HASH}.jpg`))).toBeNull();
  });
});

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((r) => server.close(r))));
});

/** A server that answers pictures like Next's image route, behind the memo. */
async function serve(memo: ImageMemo, status = 200) {
  let renders = 0;
  const server = http.createServer((req, res) => {
    const key = imageMemoKey(req);
    if (key !== null && answerFromMemo(req, res, memo, key)) return;
    interceptResponse(req, res, [keepPictures(memo)]);
    renders++;
    res.statusCode = status;
    res.setHeader('content-type', status === 200 ? 'image/avif' : 'text/plain');
    res.setHeader('cache-control', 'public, max-age=31536000, must-revalidate');
    res.setHeader('etag', '"picture-tag"');
    res.setHeader('x-nextjs-cache', 'MISS');
    res.write(Buffer.from([1, 2, 3]));
    res.end(Buffer.from([4, 5]));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, renders: () => renders };
}

describe('a kept picture', () => {
  it("is sent again with Next's headers, without asking Next, and 304 to a client holding it", async () => {
    const site = await serve(createImageMemo());
    const first = await fetch(`${site.base}${PICTURE}`, { headers: { accept: AVIF } });
    const again = await fetch(`${site.base}${PICTURE}`, { headers: { accept: AVIF } });
    expect(site.renders()).toBe(1);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from([1, 2, 3, 4, 5]));
    expect(Buffer.from(await first.arrayBuffer())).toEqual(Buffer.from([1, 2, 3, 4, 5]));
    expect(again.headers.get('content-type')).toBe('image/avif');
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, must-revalidate');
    expect(again.headers.get('x-nextjs-cache')).toBeNull();

    const held = await fetch(`${site.base}${PICTURE}`, {
      headers: { accept: AVIF, 'if-none-match': '"picture-tag"' },
    });
    expect(held.status).toBe(304);
    // Another format is another answer, made by Next.
    await fetch(`${site.base}${PICTURE}`, { headers: { accept: 'image/webp' } });
    expect(site.renders()).toBe(2);
  });

  it('is not kept when Next did not answer with a picture, nor past its age', async () => {
    const failing = await serve(createImageMemo(), 500);
    await fetch(`${failing.base}${PICTURE}`, { headers: { accept: AVIF } });
    await fetch(`${failing.base}${PICTURE}`, { headers: { accept: AVIF } });
    expect(failing.renders()).toBe(2);

    const aged = await serve(createImageMemo(1024 * 1024, 0));
    await fetch(`${aged.base}${PICTURE}`, { headers: { accept: AVIF } });
    await fetch(`${aged.base}${PICTURE}`, { headers: { accept: AVIF } });
    expect(aged.renders()).toBe(2);
  });

  it('keeps within its byte bound, least recently used first out', () => {
    const memo = createImageMemo(800);
    const entry = () => ({ headers: [], body: Buffer.alloc(100) });
    for (let i = 0; i < 10; i++) memo.set(`key-${i}`, entry());
    expect(memo.size()).toBe(800);
    expect(memo.get('key-0')).toBeUndefined();
    expect(memo.get('key-9')).toBeDefined();
  });
});
