import { defineRouting } from 'next-intl/routing';

/**
 * The cookie that keeps the language the visitor chose with RO / EN, for the server (spec §1;
 * localStorage keeps it too). Only the switch writes it: a page seen is not a choice.
 */
export const LOCALE_COOKIE = { name: 'locale', maxAgeSeconds: 60 * 60 * 24 * 365 } as const;

export const routing = defineRouting({
  locales: ['ro', 'en'],
  defaultLocale: 'ro',
  // ro keeps the spec's routes (/home, /categorie/…); en lives under /en/….
  localePrefix: 'as-needed',
  // The browser's language never redirects: ro unless the visitor chose otherwise.
  localeDetection: false,
  // next-intl would set the cookie to every page's language; the switch writes it instead.
  localeCookie: false,
  // No `Link` response header of hreflang alternates: the pages carry them in their HTML head
  // and the sitemap, and the header repeated the request's path three times, so a long made-up
  // path made a header larger than a proxy's buffer (nginx answered 502 and took the
  // instance out of its upstream).
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];

/** The public path of a page in a language: ro has no prefix, en lives under /en. */
export function localePath(locale: Locale, path: string): string {
  return locale === routing.defaultLocale ? path : `/${locale}${path}`;
}
