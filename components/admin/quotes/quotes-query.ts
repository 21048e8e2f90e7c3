/**
 * The offers list's address (page, state), read by the client screen: no 'use client', so a
 * server page could preload the same page.
 */
import { QUOTE_STATUSES, type QuoteStatus } from '@/lib/quotes/states';
import { limitFrom, pageFrom } from '@/components/admin/shared/list-query';

/** Rows per page of 'Oferte' unless the address says (?limit=, up to 100). */
export const QUOTES_PAGE_LIMIT = 50;

export function quotesQueryFrom(params: URLSearchParams) {
  const status = params.get('status') ?? '';
  return {
    page: pageFrom(params),
    limit: limitFrom(params, QUOTES_PAGE_LIMIT),
    // A state the API does not know would be a 400: the list shows every state instead.
    status: (QUOTE_STATUSES as readonly string[]).includes(status) ? (status as QuoteStatus) : '',
  };
}

/** GET /api/quote for what the screen's address asks. */
export function quotesApiUrl(params: URLSearchParams): string {
  const { page, limit, status } = quotesQueryFrom(params);
  const search = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (status) search.set('status', status);
  return `/api/quote?${search.toString()}`;
}
