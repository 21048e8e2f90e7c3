import { gzipSync } from 'node:zlib';
import { pageScriptSources } from '../../server/late-scripts.mjs';

/**
 * The JavaScript a page loads as it opens: every script its HTML names (as Next writes them,
 * or in the loader of server/late-scripts.mjs), fetched from the same server (so any Next
 * app can be measured) and gzipped at level 9, in bytes. Chunks loaded later on demand are not counted,
 * nor the `nomodule` polyfills that only browsers without ES modules fetch.
 */
export async function pageScriptsGzipBytes(base: string, pagePath: string): Promise<number> {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  const sources = pageScriptSources(html);
  let total = 0;
  for (const source of sources) {
    const url = new URL(source, base);
    if (!url.pathname.startsWith('/_next/static/')) continue;
    const script = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += gzipSync(script, { level: 9 }).length;
  }
  return total;
}
