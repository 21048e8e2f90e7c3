import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a page loads as it opens: every script its HTML names, read from the build
 * output (.next/static) and gzipped, in bytes. Chunks loaded later on demand are not counted,
 * nor the `nomodule` polyfills that only browsers without ES modules fetch.
 */
export async function pageScriptsGzipBytes(base: string, pagePath: string): Promise<number> {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  const sources = new Set(
    [...html.matchAll(/<script\b([^>]*)>/g)]
      .map((match) => match[1] ?? '')
      .filter((attributes) => !/\snomodule/i.test(attributes))
      .flatMap((attributes) => /\ssrc="([^"]+)"/.exec(attributes)?.[1] ?? []),
  );
  let total = 0;
  for (const source of sources) {
    const pathname = new URL(source, base).pathname;
    if (!pathname.startsWith('/_next/static/')) continue;
    const file = path.join(
      '.next',
      'static',
      decodeURIComponent(pathname.slice('/_next/static/'.length)),
    );
    total += gzipSync(fs.readFileSync(file), { level: 9 }).length;
  }
  return total;
}
