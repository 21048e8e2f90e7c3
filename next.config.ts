import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

// One static policy (no per-request nonces, so pages stay cacheable). reCAPTCHA needs its
// script and frame; React's development build alone needs eval.
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${process.env.NODE_ENV === 'development' ? " 'unsafe-eval'" : ''} https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  'frame-src https://www.google.com/recaptcha/',
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
  // Ignored by browsers over plain http, so harmless in development and tests.
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // server.mjs compresses, and tags complete bodies with a native hash, once per body
  // (server/encoding.mjs): Next would gzip each answer anew and hash each page in JavaScript.
  compress: false,
  generateEtags: false,
  // Pages and data reads live in our cache handler: a bounded memory cache per process, or
  // Redis shared by every instance when REDIS_URL is set (docs/deploy.md, "Several instances").
  // Next keeps no second copy in memory, and writes no page under .next at run time.
  cacheHandler: path.resolve('server/cache/handler.mjs'),
  cacheMaxMemorySize: 0,
  // `npm test` type-checks the same project in a step of its own beside the build
  // (scripts/test-all.mjs), so its build skips the second check (7 s of a 2-core build).
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIPS_TYPE_CHECK === '1' },
  experimental: {
    // Each page's CSS comes in its HTML as <style>, so no stylesheet request stands between
    // the document and the first paint; but the custom server puts it there
    // (server/inline-css.mjs): Next's own inlining sent the same text again in the page's
    // RSC payload, a fifth of a category page's bytes (issue #34).
    inlineCss: false,
    // Next 16.4 writes Turbopack's build cache into .next by default: an eighth of a fresh
    // clone's build (5 of 41 CPU-seconds here; CI, `npm run serve`) for a cache that build
    // never reads.
    turbopackFileSystemCacheForBuild: false,
  },
  // Stored pictures are served by /api/image/{sha256}.{ext}; next/image resizes them to WebP.
  // Not AVIF: a few kB smaller, but its decode held the LCP picture's frame for up to 200 ms
  // on a busy CPU, WebP's 3-7 ms (docs/performance.md).
  images: {
    localPatterns: [{ pathname: '/api/image/**' }],
    formats: ['image/webp'],
    deviceSizes: [375, 640, 828, 1080, 1280, 1600, 1920],
    imageSizes: [64, 128, 256, 384],
  },
  // Native or WASM packages are loaded by Node at run time, not bundled; so is pdfkit (with
  // fontkit), which is large and gains nothing from the bundler.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'sharp', 'pg', 'pdfkit'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
  async redirects() {
    return [
      // The saved language decides where the site opens (spec §1); ro otherwise.
      {
        source: '/',
        has: [{ type: 'cookie', key: 'locale', value: 'en' }],
        destination: '/en/home',
        permanent: false,
      },
      { source: '/', destination: '/home', permanent: false },
      { source: '/en', destination: '/en/home', permanent: false },
      // Browsers ask for /favicon.ico whatever the page links; the site icon is app/icon.svg.
      { source: '/favicon.ico', destination: '/icon.svg', permanent: true },
    ];
  },
};

export default withNextIntl(nextConfig);
