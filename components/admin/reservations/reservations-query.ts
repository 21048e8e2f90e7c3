/**
 * The reservation list's address (page, machine, state, dates), read by the client screen and
 * by its server page alike: no 'use client'.
 */
import { limitFrom, pageFrom } from '@/components/admin/shared/list-query';

/** Rows per page of 'Rezervari' unless the address says (?limit=, up to 100). */
export const RESERVATIONS_PAGE_LIMIT = 50;

export function reservationsQueryFrom(params: URLSearchParams) {
  return {
    page: pageFrom(params),
    limit: limitFrom(params, RESERVATIONS_PAGE_LIMIT),
    product: params.get('product') ?? '',
    status: params.get('status') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

/** GET /api/reservation for what the screen's address asks. */
export function reservationsApiUrl(params: URLSearchParams): string {
  const { page, limit, product, status, from, to } = reservationsQueryFrom(params);
  const search = new URLSearchParams({ page: String(page), limit: String(limit) });
  for (const [name, value] of Object.entries({ product, status, from, to })) {
    if (value) search.set(name, value);
  }
  return `/api/reservation?${search.toString()}`;
}
