import { ApiError } from '@/lib/errors';
import { filterParam } from '@/lib/http/pagination';
import { UUID } from '@/lib/validation/patterns';
import type { QuoteFilter } from './queries';
import { QUOTE_STATUSES, type QuoteStatus } from './states';

/** The filters of GET /api/quote: status (expired included), request. */
export function quoteFilter(params: URLSearchParams): QuoteFilter {
  const status = filterParam(params, 'status');
  if (status && !(QUOTE_STATUSES as readonly string[]).includes(status)) {
    throw new ApiError('INVALID_QUOTE_STATUS', 'status');
  }
  const request = filterParam(params, 'request');
  if (request && !UUID.test(request)) throw new ApiError('INVALID_UUID', 'request');
  return {
    ...(status ? { status: status as QuoteStatus } : {}),
    ...(request ? { requestId: request.toLowerCase() } : {}),
  };
}

/** ?revision=N of GET /api/quote/{uuid}: a whole number from 1, or undefined (the current). */
export function revisionParam(params: URLSearchParams): number | undefined {
  const value = filterParam(params, 'revision');
  if (value === '') return undefined;
  if (!/^[1-9][0-9]{0,5}$/.test(value)) throw new ApiError('INVALID_REVISION', 'revision');
  return Number(value);
}
