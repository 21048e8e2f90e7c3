// @ts-check
// Builds public/sw.js after `next build` (Serwist's configurator mode, which works with
// Turbopack). Run by `npm run build`.
import { serwist } from '@serwist/next/config';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export default serwist({
  swSrc: 'service-worker/sw.ts',
  swDest: 'public/sw.js',
  // No pages: the empty path redirects, and pages must come fresh from the server.
  precachePrerendered: false,
  // The small public files (logo, icons) only: scripts, styles and pictures are cached as
  // they are used, so no visitor downloads the administration's code.
  globPatterns: ['public/**/*.{svg,png,ico,webmanifest}'],
  // The offline pages (scripts/offline-pages.mjs), by their own address: the glob above
  // would list an .html file as the page '/public/offline'.
  additionalPrecacheEntries: ['offline.html', 'offline-en.html'].map((file) => ({
    url: `/${file}`,
    revision: createHash('sha256')
      .update(fs.readFileSync(path.join('public', file)))
      .digest('hex')
      .slice(0, 32),
  })),
});
