// @ts-check
// The not-found view's names, shared by proxy.ts (which rewrites made-up addresses to it),
// the server's 404 layer (server/not-found-page.mjs) and the navigation.

/**
 * Set by proxy.ts on the not-found view's answer. The server turns it into status 404 on a
 * document and removes it; the router's RSC requests for the view keep it (and status 200).
 */
export const NOT_FOUND_MARK_HEADER = 'x-site-not-found';

/** The internal page that renders the not-found view in the site's shell. */
export const NOT_FOUND_VIEW_SEGMENT = 'pagina-negasita';

/**
 * The language of the address that was not found: /en and below is English.
 * @param {string} pathname
 * @returns {'ro' | 'en'}
 */
export function notFoundLocale(pathname) {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'ro';
}
