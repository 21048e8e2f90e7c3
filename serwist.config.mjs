// @ts-check
// Builds public/sw.js after `next build` (Serwist's configurator mode, which works with
// Turbopack). Run by `npm run build`.
import { serwist } from '@serwist/next/config';

export default serwist({
  swSrc: 'service-worker/sw.ts',
  swDest: 'public/sw.js',
  // No pages: the empty path redirects, and pages must come fresh from the server.
  precachePrerendered: false,
  // The small public files (logo, icons) only: scripts, styles and pictures are cached as
  // they are used, so no visitor downloads the administration's code.
  globPatterns: ['public/**/*.{svg,png,ico,webmanifest}'],
});
