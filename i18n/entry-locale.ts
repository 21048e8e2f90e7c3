import { hasLocale } from 'next-intl';
import { localePath, routing, type Locale } from './routing';

/** The language a public path is in: /en and /en/… are English, every other path Romanian. */
export function pathLocale(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : routing.defaultLocale;
}

/** The same page in `locale`: the slugs are shared, only the /en prefix changes. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const bare = pathLocale(pathname) === 'en' ? pathname.slice('/en'.length) || '/' : pathname;
  return localePath(locale, bare === '/' ? '/home' : bare);
}

/**
 * A visit starts when the browser opens a page from outside the site: typed, bookmarked, from
 * a search engine or another site (spec §1: "on start a saved locale is used"). Links and
 * the router's own requests come from the site itself, and a reload (browsers send
 * max-age=0) keeps the language of the page on screen.
 */
export function isEntryNavigation(headers: Headers, origin: string): boolean {
  if (/max-age=0|no-cache/.test(headers.get('cache-control') ?? '')) return false;
  const dest = headers.get('sec-fetch-dest');
  if (dest !== null) {
    return dest === 'document' && headers.get('sec-fetch-site') !== 'same-origin';
  }
  // Browsers without fetch metadata: the referrer tells where the visit came from.
  const referer = headers.get('referer');
  if (referer === null) return true;
  try {
    return new URL(referer).origin !== origin;
  } catch {
    return true;
  }
}

/**
 * Where a visit that starts on `pathname` goes when the visitor saved another language:
 * the same page in the saved language, or null to stay.
 */
export function savedLocalePath(pathname: string, saved: string | undefined): string | null {
  if (!hasLocale(routing.locales, saved) || saved === pathLocale(pathname)) return null;
  return pathInLocale(pathname, saved);
}
