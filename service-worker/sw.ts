import type { PrecacheEntry, SerwistGlobalConfig } from 'serwist';
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
} from 'serwist';

/**
 * The site's service worker (spec §1), built by `serwist build serwist.config.mjs` after
 * `next build` into public/sw.js.
 *
 * It precaches only the small public files (logo, icons) and the stylesheets; pages and
 * scripts are cached as they are visited, so a visitor on a phone downloads nothing they
 * did not ask for. The administration, the API (except pictures) and the customers' offer
 * pages are never cached: the API's requests match no route, and the private pages are handed
 * the browser's own (preloaded) request, so each is asked for once.
 */

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const DAY_SECONDS = 24 * 60 * 60;

/** The admin, the API, and an offer's page for its customer (it names them: issue #44). */
function isPrivatePath(pathname: string): boolean {
  return (
    pathname.startsWith('/admin') ||
    pathname.startsWith('/api/') ||
    /^\/(en\/)?oferta\//.test(pathname)
  );
}

/** The page shown for a page never visited, opened offline (scripts/offline-pages.mjs). */
function offlinePage(pathname: string): string {
  return pathname === '/en' || pathname.startsWith('/en/') ? '/offline-en.html' : '/offline.html';
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // An update takes over at once; the page that registered it reloads (see sw-registration).
  skipWaiting: true,
  clientsClaim: true,
  // The browser asks for a page while the worker starts, with its own request: no delay for
  // the worker, and the server sees how the visit started (the saved language, proxy.ts).
  navigationPreload: true,
  // A public page that is neither on the network nor in the cache: the offline page, in the
  // language of its address.
  fallbacks: {
    entries: ['/offline-en.html', '/offline.html'].map((url) => ({
      url,
      matcher: ({ request }) => {
        const address = new URL(request.url);
        return (
          request.destination === 'document' &&
          address.origin === self.location.origin &&
          !isPrivatePath(address.pathname) &&
          offlinePage(address.pathname) === url
        );
      },
    })),
  },
  runtimeCaching: [
    {
      // Build output is content-hashed: a cached copy is always right.
      matcher: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: 'static',
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS })],
      }),
    },
    {
      // Resized pictures (Next's route, and its short '/img/' addresses of
      // runtime/resized-pictures.mjs): shown from the cache at once, refreshed behind the scenes.
      matcher: ({ sameOrigin, url }) =>
        sameOrigin &&
        (url.pathname === '/_next/image' ||
          url.pathname.startsWith('/img/') ||
          url.pathname.startsWith('/api/image/')),
      handler: new StaleWhileRevalidate({
        cacheName: 'images',
        plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS })],
      }),
    },
    {
      // Admin and offer pages: the preloaded answer as it is, never stored.
      matcher: ({ request, sameOrigin, url }) =>
        sameOrigin && request.mode === 'navigate' && isPrivatePath(url.pathname),
      handler: new NetworkOnly(),
    },
    {
      // Public pages: always the network's fresh copy; the last one seen when offline.
      matcher: ({ request, sameOrigin, url }) =>
        sameOrigin && request.mode === 'navigate' && !isPrivatePath(url.pathname),
      handler: new NetworkFirst({
        cacheName: 'pages',
        networkTimeoutSeconds: 10,
        plugins: [new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 7 * DAY_SECONDS })],
      }),
    },
  ],
});

serwist.addEventListeners();
