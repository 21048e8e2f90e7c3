/**
 * Reading a paginated admin list's address (page, rows, filters): shared by the client
 * screens and by their server pages, which preload the same page the client would ask for.
 * No 'use client': a server component importing from a client module gets references, not
 * these functions.
 */
import { MAX_PAGE_LIMIT } from '@/lib/http/pagination';
import { ALL_CATEGORIES } from '@/lib/products/filter';

/** A page number from the address: 1 unless it is a positive integer. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Rows per page from the address (?limit=, 1 to MAX_PAGE_LIMIT), else the screen's default. */
export function limitFrom(params: URLSearchParams, fallback: number): number {
  const limit = Number(params.get('limit'));
  return Number.isInteger(limit) && limit > 0 && limit <= MAX_PAGE_LIMIT ? limit : fallback;
}

/** Rows per page of the admin machine list unless the address says (?limit=, up to 100). */
export const PRODUCTS_PAGE_LIMIT = 50;

/** What the machine list's address asks for. */
export function productsQueryFrom(params: URLSearchParams) {
  return {
    page: pageFrom(params),
    limit: limitFrom(params, PRODUCTS_PAGE_LIMIT),
    category: params.get('category') ?? ALL_CATEGORIES,
    model: params.get('model') ?? '',
    untranslated: params.get('untranslated') === '1',
  };
}

/** The API address of the page of machines the screen's address asks for. */
export function productsApiUrl(params: URLSearchParams): string {
  const { page, limit, category, model, untranslated } = productsQueryFrom(params);
  const search = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (category) search.set('category', category);
  if (model.trim()) search.set('model', model.trim());
  if (untranslated) search.set('untranslated', '1');
  return `/api/product?${search.toString()}`;
}

/** A server page's searchParams as URLSearchParams (a repeated name keeps its first value). */
export function searchParamsOf(
  params: Record<string, string | string[] | undefined>,
): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) search.set(name, first);
  }
  return search;
}
