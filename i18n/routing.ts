import { defineRouting } from 'next-intl/routing';

/** The cookie that keeps the visitor's language for the server (localStorage keeps it too). */
export const LOCALE_COOKIE = 'locale';

export const routing = defineRouting({
  locales: ['ro', 'en'],
  defaultLocale: 'ro',
  // ro keeps the spec's routes (/home, /categorie/…); en lives under /en/….
  localePrefix: 'as-needed',
  // The browser's language never redirects: ro unless the visitor chose otherwise.
  localeDetection: false,
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365 },
});

export type Locale = (typeof routing.locales)[number];
