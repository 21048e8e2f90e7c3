import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { isEntryNavigation, savedLocalePath } from './i18n/entry-locale';
import { LOCALE_COOKIE, routing } from './i18n/routing';
import { ADMIN_PATH_HEADER } from './lib/admin/paths';
import { newXsrfCookie } from './lib/http/edge';
import { XSRF_COOKIE } from './lib/http/xsrf-names';
import {
  NOT_FOUND_VIEW_HEADER,
  NOT_FOUND_VIEW_SEGMENT,
  notFoundLocale,
} from './server/not-found-page.mjs';

const localeProxy = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith('/admin')) return adminProxy(request);
  return notFoundView(request) ?? savedLocaleRedirect(request) ?? localeProxy(request);
}

/**
 * The custom server's own request for a 404's document (server/not-found-page.mjs; it lets
 * the header through only with its token) renders the not-found view at the address that
 * was not found. Asked for directly, the view's own address is just another unknown page.
 */
function notFoundView(request: NextRequest): NextResponse | null {
  const { pathname } = request.nextUrl;
  const locale = notFoundLocale(pathname);
  const url = request.nextUrl.clone();
  if (request.headers.has(NOT_FOUND_VIEW_HEADER)) {
    url.pathname = `/${locale}/${NOT_FOUND_VIEW_SEGMENT}`;
    return NextResponse.rewrite(url);
  }
  if (pathname.split('/').includes(NOT_FOUND_VIEW_SEGMENT)) {
    url.pathname = `/${locale}/${NOT_FOUND_VIEW_SEGMENT}/-`;
    return NextResponse.rewrite(url);
  }
  return null;
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
    // …but a machine's PDF datasheet belongs to its page, in the page's language (#18)…
    '/categorie/:slug/utilaj/:model/fisa-tehnica.pdf',
    '/en/categorie/:slug/utilaj/:model/fisa-tehnica.pdf',
    // …and when the server asks for the not-found view of any address ('/x.png' too).
    { source: '/:path*', has: [{ type: 'header', key: 'x-not-found-view' }] },
  ],
};
