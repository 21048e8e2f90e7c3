import { ApiError } from '@/lib/errors';
import { storableText } from '@/lib/http/body';
import { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LENGTH, MAX_SEARCH_LIMIT, searchTerms } from './terms';

export interface SearchQuery {
  terms: string[];
  limit: number;
}

const LIMIT = /^[1-9][0-9]?$/;

/**
 * `q` and `limit` of GET /api/search. A missing or wordless `q` is no search (no terms);
 * one over MAX_SEARCH_LENGTH is refused, as is a limit outside 1 to MAX_SEARCH_LIMIT, rather
 * than cut or clamped, so that a broken caller shows.
 */
export function searchQueryFrom(params: URLSearchParams): SearchQuery {
  const q = storableText(params.get('q') ?? '');
  if (q.length > MAX_SEARCH_LENGTH) throw new ApiError('INVALID_SEARCH_QUERY', 'q');
  const limit = params.get('limit') ?? String(DEFAULT_SEARCH_LIMIT);
  if (!LIMIT.test(limit) || Number(limit) > MAX_SEARCH_LIMIT) {
    throw new ApiError('INVALID_SEARCH_LIMIT', 'limit');
  }
  return { terms: searchTerms(q), limit: Number(limit) };
}
