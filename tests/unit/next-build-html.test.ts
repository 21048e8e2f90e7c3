import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { completeBodies } from '@/server/complete-bodies.mjs';
import { stylesheetInliner } from '@/server/inline-css.mjs';
import { createByteCache } from '@/server/encoding.mjs';
import {
  answerFromMemo,
  createImageMemo,
  imageMemoKey,
  keepPictures,
} from '@/server/image-memo.mjs';
import {
  createScriptMover,
  moveScriptsPastFirstPaint,
  pageScriptSources,
  PAGE_SCRIPTS_ATTRIBUTE,
  streamedScripts,
} from '@/server/late-scripts.mjs';
import { interceptResponse } from '@/server/pipeline.mjs';
import { streamedGzip } from '@/server/streamed-gzip.mjs';

// A document exactly as `next build` wrote it (scripts/capture-next-html.mjs): the layers of
// server.mjs that rewrite Next's HTML are tested against what Next really writes, not against
// what we think it writes. A Next upgrade fails the first test until the fixture is captured
// anew from the new version's build, and the others then say whether the layers still fit.
const FIXTURE = 'tests/fixtures/next-build';
const html = fs.readFileSync(`${FIXTURE}/not-found.html`);
const meta = JSON.parse(fs.readFileSync(`${FIXTURE}/meta.json`, 'utf8')) as {
  next: string;
  status: number;
};
const installedNext = (
  JSON.parse(fs.readFileSync('node_modules/next/package.json', 'utf8')) as { version: string }
).version;

const CHUNK_TAG = /<script src="\/_next\/static\/[^"]+\.js" async=""><\/script>/g;
const STYLESHEET_LINK = /<link rel="stylesheet" href="\/_next\/(static\/[^"]+\.css)"[^>]*>/g;
/**
 * A build folder holding the fixture's stylesheets, each a rule naming its file: the
 * document's stylesheets are inlined from it, whatever the project's own .next holds.
 */
const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'next-build-css-'));
for (const [, file] of html.toString().matchAll(STYLESHEET_LINK)) {
  fs.mkdirSync(path.dirname(path.join(buildDir, file!)), { recursive: true });
  fs.writeFileSync(path.join(buildDir, file!), `.from-file{content:"${file}"}\n`);
}
const inlineStyles = stylesheetInliner(buildDir);
afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/_next\/static\/[^>]*>/g;

describe("the server's HTML layers on a document of the real build", () => {
  it('is a fixture of the installed Next', () => {
    expect(
      meta.next,
      'run `npm run build && node scripts/capture-next-html.mjs` and commit the fixture',
    ).toBe(installedNext);
  });

  it('the fixture has what the layers look for: chunk scripts, script preloads, stylesheets', () => {
    const text = html.toString();
    expect(text.match(CHUNK_TAG)?.length).toBeGreaterThan(2);
    expect(text.match(SCRIPT_PRELOAD)?.length).toBeGreaterThan(0);
    expect(text.match(STYLESHEET_LINK)?.length).toBeGreaterThan(0);
  });

  it("puts each stylesheet's text inline and keeps its link disabled, for React to find", () => {
    const before = html.toString();
    const after = moveScriptsPastFirstPaint(html, { scripts: false, inlineStyles }).toString();
    const links = [...before.matchAll(STYLESHEET_LINK)];
    for (const [tag, file] of links) {
      const href = `/_next/${file}`;
      expect(after).toContain(
        `<style data-precedence="next" data-href="${href}">.from-file{content:"${file}"}</style>` +
          tag.replace('/>', ' disabled=""/>'),
      );
    }
    // No stylesheet left for the browser to fetch before it paints.
    expect([...after.matchAll(STYLESHEET_LINK)].every(([tag]) => tag.includes('disabled'))).toBe(
      true,
    );
    expect(
      after.replace(/<style data-precedence="next" data-href="[^"]+">[^<]*<\/style>/g, ''),
    ).toBe(before.replace(STYLESHEET_LINK, (tag) => tag.replace('/>', ' disabled=""/>')));
    // A stylesheet the build does not have stays a link, as Next wrote it.
    expect(
      moveScriptsPastFirstPaint(html, {
        scripts: false,
        inlineStyles: stylesheetInliner(os.tmpdir()),
      }).toString(),
    ).toBe(before);
  });

  it('moves every chunk script and preload behind the first paint, none twice, none lost', () => {
    const before = html.toString();
    const moved = moveScriptsPastFirstPaint(html, { inlineStyles: (head) => head }).toString();
    expect(moved.match(CHUNK_TAG)).toBeNull();
    expect(moved.match(SCRIPT_PRELOAD)).toBeNull();
    expect(moved.match(new RegExp(`<script ${PAGE_SCRIPTS_ATTRIBUTE}=`, 'g'))).toHaveLength(1);
    const preloaded = [...before.matchAll(SCRIPT_PRELOAD)].map(
      (m) => /href="([^"]+)"/.exec(m[0])![1],
    );
    const listed = pageScriptSources(moved);
    expect(new Set(listed)).toEqual(new Set([...pageScriptSources(before), ...preloaded]));
    expect(listed).toHaveLength(new Set(listed).size);
    // The rest of the document is as Next wrote it.
    expect(moved.replace(/<script data-page-scripts[^]*?<\/script>/, '')).toBe(
      before.replace(CHUNK_TAG, '').replace(SCRIPT_PRELOAD, ''),
    );
  });

  it('moves them the same when the document arrives in pieces of any size', () => {
    const whole = moveScriptsPastFirstPaint(html, { inlineStyles }).toString();
    for (const size of [1, 7, 100, 4096]) {
      const mover = createScriptMover({ inlineStyles });
      let out = '';
      for (let at = 0; at < html.length; at += size)
        out += mover.push(html.subarray(at, at + size));
      out += mover.end();
      expect(out, `pieces of ${size}`).toBe(whole);
    }
  });

  describe('sent through the encoding layer', () => {
    const server = http.createServer((request, response) => {
      interceptResponse(request, response, [
        streamedScripts,
        streamedGzip,
        completeBodies(createByteCache(1024 * 1024)),
      ]);
      response.statusCode = request.url === '/missing' ? meta.status : 200;
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('content-length', html.length);
      response.end(html);
    });
    const listening = new Promise<string>((resolve) =>
      server.listen(0, '127.0.0.1', () =>
        resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
      ),
    );
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    function get(path: string, headers: Record<string, string>) {
      return listening.then(
        (base) =>
          new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
            (resolve, reject) => {
              http
                .get(`${base}${path}`, { headers }, (res) => {
                  const chunks: Buffer[] = [];
                  res.on('data', (chunk: Buffer) => chunks.push(chunk));
                  res.on('end', () =>
                    resolve({
                      status: res.statusCode ?? 0,
                      headers: res.headers,
                      body: Buffer.concat(chunks),
                    }),
                  );
                })
                .on('error', reject);
            },
          ),
      );
    }

    it('is gzipped with its scripts moved, validated by an ETag, and answered 304 once held', async () => {
      const first = await get('/', { 'accept-encoding': 'gzip' });
      expect(first.status).toBe(200);
      expect(first.headers['content-encoding']).toBe('gzip');
      expect(first.headers.vary).toContain('Accept-Encoding');
      expect(Number(first.headers['content-length'])).toBe(first.body.length);
      expect(zlib.gunzipSync(first.body).toString()).toBe(
        moveScriptsPastFirstPaint(html).toString(),
      );
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"/);
      const again = await get('/', { 'accept-encoding': 'gzip', 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    });

    it('keeps the 404 status of the not-found document, without a validator', async () => {
      const missing = await get('/missing', { 'accept-encoding': 'identity' });
      expect(missing.status).toBe(404);
      expect(missing.headers.etag).toBeUndefined();
      expect(missing.body.toString()).toBe(moveScriptsPastFirstPaint(html).toString());
    });
  });

  describe("a resized picture, as the build's image route answered it", () => {
    const answer = JSON.parse(fs.readFileSync(`${FIXTURE}/image-answer.json`, 'utf8')) as {
      next: string;
      url: string;
      accept: string;
      status: number;
      headers: Record<string, string>;
    };
    let asked = 0;
    const memo = createImageMemo();
    const server = http.createServer((request, response) => {
      const key = imageMemoKey(request);
      if (key !== null && answerFromMemo(request, response, memo, key)) return;
      interceptResponse(request, response, [keepPictures(memo)]);
      asked += 1;
      for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
      response.statusCode = answer.status;
      response.end(Buffer.alloc(Number(answer.headers['content-length'])));
    });
    const listening = new Promise<string>((resolve) =>
      server.listen(0, '127.0.0.1', () =>
        resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
      ),
    );
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it('is of the installed Next, at an address the memo keeps', () => {
      expect(answer.next).toBe(installedNext);
      expect(answer.status).toBe(200);
      expect(
        imageMemoKey({
          url: answer.url,
          method: 'GET',
          headers: { accept: answer.accept },
        } as never),
      ).not.toBeNull();
    });

    it("is sent again from memory with Next's headers, and 304 to a client that holds it", async () => {
      const base = await listening;
      const first = await fetch(`${base}${answer.url}`, { headers: { accept: answer.accept } });
      await first.arrayBuffer();
      const again = await fetch(`${base}${answer.url}`, { headers: { accept: answer.accept } });
      expect((await again.arrayBuffer()).byteLength).toBe(Number(answer.headers['content-length']));
      expect(asked).toBe(1);
      for (const name of [
        'content-type',
        'cache-control',
        'etag',
        'vary',
        'content-security-policy',
      ]) {
        expect(again.headers.get(name), name).toBe(answer.headers[name]);
      }
      expect(again.headers.get('x-nextjs-cache')).toBeNull();
      const held = await fetch(`${base}${answer.url}`, {
        headers: { accept: answer.accept, 'if-none-match': answer.headers.etag! },
      });
      expect(held.status).toBe(304);
      expect(asked).toBe(1);
    });
  });
});
