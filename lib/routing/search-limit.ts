import { pathLocale } from '@/i18n/entry-locale';
import { ApiError } from '@/lib/errors';
import { clientAddress } from '@/lib/http/edge';
import { blockedSecondsLeft, enforceRateLimit, RATE_LIMITS } from '@/lib/rate-limit';
import { searchTerms, SEARCH_PATH } from '@/lib/search/terms';
import { registerEarlyRefusal } from '@/runtime/early-refusal.mjs';
import {
  tooManyRequestsHeaders,
  tooManyRequestsHtml,
  tooManyRequestsPage,
} from './too-many-requests';

/** The key that counts a client's searches: the results page and GET /api/search share it. */
export function searchLimitKey(headers: Headers): string {
  return `search:ip:${clientAddress(headers)}`;
}

/** Whether `pathname` is the results page (in its language) and the query has words. */
function isResultsPageSearch(pathname: string, searchParams: URLSearchParams): boolean {
  const page = pathLocale(pathname) === 'en' ? `/en${SEARCH_PATH}` : SEARCH_PATH;
  return pathname === page && searchTerms(searchParams.get('q') ?? '').length > 0;
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
  if (!isResultsPageSearch(pathname, searchParams)) return null;
  try {
    await enforceRateLimit(searchLimitKey(headers), RATE_LIMITS.searchPerIp);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 429) throw error;
    return tooManyRequestsPage(pathLocale(pathname), error.headers['Retry-After'] ?? '60');
  }
}

/**
 * A search (results page or API) by a client this process already knows is over its budget
 * is refused by server.mjs before Next (runtime/early-refusal.mjs): the same 429 as above,
 * at the cost of a map lookup, so a flood straight at the app cannot queue visitors behind it.
 */
registerEarlyRefusal((url, headers) => {
  const api = url.pathname === '/api/search';
  const words = api
    ? searchTerms(url.searchParams.get('q') ?? '').length > 0
    : isResultsPageSearch(url.pathname, url.searchParams);
  if (!words) return null;
  const left = blockedSecondsLeft(searchLimitKey(headers));
  if (left === 0) return null;
  const body = api
    ? JSON.stringify({ errors: [{ msg: 'TOO_MANY_REQUESTS' }] })
    : tooManyRequestsHtml(pathLocale(url.pathname));
  const type = api ? 'application/json' : 'text/html; charset=utf-8';
  return { status: 429, headers: tooManyRequestsHeaders(type, String(left)), body };
});
