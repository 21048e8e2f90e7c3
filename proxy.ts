import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { isEntryNavigation, savedLocalePath } from './i18n/entry-locale';
import { LOCALE_COOKIE, routing } from './i18n/routing';
import { ADMIN_PATH_HEADER } from './lib/admin/paths';
import { newXsrfCookie } from './lib/http/edge';
import { XSRF_COOKIE } from './lib/http/xsrf-names';
import { catalogueAddresses } from './lib/routing/catalogue-addresses';
import { decideAddress, encodePath } from './lib/routing/public-address';
import { isOfferPagePath } from './lib/quotes/page-path';
import { limitSearchPage } from './lib/routing/search-limit';
import { NOT_FOUND_MARK_HEADER, NOT_FOUND_VIEW_SEGMENT } from './runtime/not-found.mjs';

const localeProxy = createMiddleware(routing);

export default async function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith('/admin')) return adminProxy(request);
  const response =
    savedLocaleRedirect(request) ?? (await addressGate(request)) ?? localeProxy(request);
  return isOfferPagePath(request.nextUrl.pathname) ? privatePage(response) : response;
}

/**
 * An offer's page names its customer (issue #44): no cache may keep it (nginx stores no
 * answer marked private; the service worker leaves these pages alone), and no search engine
 * may list it.
 */
function privatePage(response: Response): Response {
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('X-Robots-Tag', 'noindex');
  return response;
}

/**
 * Every address of the public site is decided here from the catalogue's known slugs, before
 * anything renders (lib/routing/public-address.ts): another spelling of a page and an unknown
 * category are redirected (one Location, percent-encoded), and a made-up address gets the
 * not-found view of its language, one cached page, with status 404 (server/not-found-page.mjs).
 * So no address a visitor or a bot makes up costs a render or a cache entry.
 */
async function addressGate(request: NextRequest): Promise<Response | null> {
  const { pathname } = request.nextUrl;
  // Prefixed with the default language: next-intl sends it to the address without.
  if (pathname === '/' || pathname === '/en' || /^\/ro(\/|$)/.test(pathname)) return null;
  const decision = await decideAddress(pathname, catalogueAddresses, request.nextUrl.searchParams);
  if (decision.kind === 'pass') {
    return limitSearchPage(pathname, request.nextUrl.searchParams, request.headers);
  }
  const url = request.nextUrl.clone();
  if (decision.kind === 'redirect') {
    url.pathname = encodePath(decision.path);
    if (decision.search !== undefined) url.search = decision.search;
    const response = NextResponse.redirect(url, decision.permanent ? 308 : 307);
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  }
  if (decision.kind === 'rewrite') {
    // A category's other page or order: its own route, without the query, so it is one
    // cached page however the visitor's address adds other parameters.
    url.pathname = encodePath(decision.path);
    url.search = '';
    return NextResponse.rewrite(url);
  }
  url.pathname = `/${decision.locale}/${NOT_FOUND_VIEW_SEGMENT}`;
  return NextResponse.rewrite(url, { headers: { [NOT_FOUND_MARK_HEADER]: '1' } });
}

/**
 * A visit that starts on a page in the other language than the one the visitor chose goes
 * to the same page in the chosen one (spec §1). Only the RO / EN switch sets the cookie;
 * within the site the page asked for wins, and visitors who never chose (search engines
 * among them) get the page they asked for.
 */
function savedLocaleRedirect(request: NextRequest): NextResponse | null {
  if (!isEntryNavigation(request.headers, request.nextUrl.origin)) return null;
  const target = savedLocalePath(
    request.nextUrl.pathname,
    request.cookies.get(LOCALE_COOKIE.name)?.value,
  );
  if (target === null) return null;
  const url = request.nextUrl.clone();
  url.pathname = target;
  const response = NextResponse.redirect(url, 307);
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

/**
 * Admin pages: pass the requested path on to the layout's guard, and hand out the XSRF
 * cookie the admin's API calls echo. The guard itself runs in the layout and in every
 * API handler: this proxy is never the check.
 */
function adminProxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set(ADMIN_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  const response = NextResponse.next({ request: { headers } });
  if (!request.cookies.has(XSRF_COOKIE)) response.cookies.set(newXsrfCookie());
  return response;
}

export const config = {
  matcher: [
    // Pages only: the API, Next's assets and files are left alone…
    '/((?!api|_next|_vercel|.*\\..*).*)',
    // …but a machine's PDF datasheet belongs to its page, in the page's language (#18).
    '/categorie/:slug/utilaj/:model/fisa-tehnica.pdf',
    '/en/categorie/:slug/utilaj/:model/fisa-tehnica.pdf',
  ],
};
