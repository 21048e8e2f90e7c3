import { ApiError } from '@/lib/errors';
import { storableText } from './body';

/** One page of a list that grows without bound (admin products, the inbox). */
export interface Page<T> {
  items: T[];
  /** How many entries match, over all pages. */
  total: number;
  page: number;
  limit: number;
}

export const DEFAULT_PAGE_LIMIT = 50;
export const MAX_PAGE_LIMIT = 100;
/** Longest filter text read; longer is refused, as no model or category name comes near. */
export const MAX_FILTER_LENGTH = 200;

export interface PageQuery {
  page: number;
  limit: number;
}

const POSITIVE_INTEGER = /^[1-9][0-9]{0,8}$/;

/** True when the query asks for the paginated form (any of the given names is present). */
export function asksForPage(params: URLSearchParams, filterNames: readonly string[] = []): boolean {
  return ['page', 'limit', ...filterNames].some((name) => params.has(name));
}

/**
 * page (from 1, default 1) and limit (1 to 100, default 50). Bad values are refused, not
 * clamped: 400 INVALID_PAGE or INVALID_LIMIT, so a broken link shows rather than hides.
 */
export function parsePageQuery(params: URLSearchParams): PageQuery {
  const page = params.get('page') ?? '1';
  const limit = params.get('limit') ?? String(DEFAULT_PAGE_LIMIT);
  if (!POSITIVE_INTEGER.test(page)) throw new ApiError('INVALID_PAGE', 'page');
  if (!POSITIVE_INTEGER.test(limit) || Number(limit) > MAX_PAGE_LIMIT) {
    throw new ApiError('INVALID_LIMIT', 'limit');
  }
  return { page: Number(page), limit: Number(limit) };
}

/** A text filter from the query: trimmed, '' when absent; too long is 400 INVALID_FILTER. */
export function filterParam(params: URLSearchParams, name: string): string {
  const value = storableText(params.get(name) ?? '');
  if (value.length > MAX_FILTER_LENGTH) throw new ApiError('INVALID_FILTER', name);
  return value.trim();
}

/** SQL offset of a page. */
export function offsetOf(query: PageQuery): number {
  return (query.page - 1) * query.limit;
}
