import { pathLocale } from '@/i18n/entry-locale';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/errors';
import { clientAddress } from '@/lib/http/edge';
import { blockedSecondsLeft, enforceRateLimit, RATE_LIMITS } from '@/lib/rate-limit';
import { registerEarlyRefusal } from '@/runtime/early-refusal.mjs';
import { searchTerms, SEARCH_PATH } from '@/lib/search/terms';
import en from '@/messages/en.json';
import ro from '@/messages/ro.json';

const TEXTS = {
  ro: { message: ro.Errors.TOO_MANY_REQUESTS, home: ro.NotFound.home, href: '/home' },
  en: { message: en.Errors.TOO_MANY_REQUESTS, home: en.NotFound.home, href: '/en/home' },
} as const;

/** The key that counts a client's searches: the results page and GET /api/search share it. */
export function searchLimitKey(headers: Headers): string {
  return `search:ip:${clientAddress(headers)}`;
}

/**
 * The results page runs the same search as GET /api/search, so it spends the same budget
 * per client (RATE_LIMITS.searchPerIp): past it the page answers 429, with Retry-After and
 * the API's message in the page's language, before anything renders. A page without words
 * to search for costs nothing and is not counted.
 */
export async function limitSearchPage(
  pathname: string,
  searchParams: URLSearchParams,
  headers: Headers,
): Promise<Response | null> {
  const locale = pathLocale(pathname);
  if (pathname !== (locale === 'en' ? `/en${SEARCH_PATH}` : SEARCH_PATH)) return null;
  if (searchTerms(searchParams.get('q') ?? '').length === 0) return null;
  try {
    await enforceRateLimit(searchLimitKey(headers), RATE_LIMITS.searchPerIp);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 429) throw error;
    return tooManyRequestsPage(locale, error.headers['Retry-After'] ?? '60');
  }
}

/** The site's colours and type, inline: this page is sent before any stylesheet could load. */
const STYLE =
  'body{margin:0;background:#f3f4f6;color:#1f2328;font-family:system-ui,sans-serif}' +
  'main{max-width:40rem;margin:15vh auto;padding:0 1.25rem;text-align:center}' +
  'h1{font-size:1.5rem;line-height:1.3}' +
  'a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:.375rem;' +
  'background:#1f2328;color:#fff;font-weight:600;text-decoration:none}';

/** A small page for a client past a limit: the message, and the way back home. */
export function tooManyRequestsPage(locale: Locale, retryAfter: string): Response {
  return new Response(tooManyRequestsHtml(locale), {
    status: 429,
    headers: tooManyRequestsHeaders('text/html; charset=utf-8', retryAfter),
  });
}

function tooManyRequestsHeaders(type: string, retryAfter: string): Record<string, string> {
  return { 'Content-Type': type, 'Cache-Control': 'no-store', 'Retry-After': retryAfter };
}

/**
 * A search (results page or API) by a client this process already knows is over its budget
 * is refused by server.mjs before Next (runtime/early-refusal.mjs): the same 429 as below,
 * at the cost of a map lookup, so a flood straight at the app cannot queue visitors behind it.
 */
registerEarlyRefusal((url, headers) => {
  const api = url.pathname === '/api/search';
  const locale = pathLocale(url.pathname);
  if (!api && url.pathname !== (locale === 'en' ? `/en${SEARCH_PATH}` : SEARCH_PATH)) return null;
  if (searchTerms(url.searchParams.get('q') ?? '').length === 0) return null;
  const left = blockedSecondsLeft(searchLimitKey(headers));
  if (left === 0) return null;
  const body = api
    ? JSON.stringify({ errors: [{ msg: 'TOO_MANY_REQUESTS' }] })
    : tooManyRequestsHtml(locale);
  const type = api ? 'application/json' : 'text/html; charset=utf-8';
  return { status: 429, headers: tooManyRequestsHeaders(type, String(left)), body };
});

function tooManyRequestsHtml(locale: Locale): string {
  const { message, home, href } = TEXTS[locale];
  const html = `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${message}</title><style>${STYLE}</style></head><body><main><h1>${message}</h1><p><a href="${href}">${home}</a></p></main></body></html>`;
  return html;
}
