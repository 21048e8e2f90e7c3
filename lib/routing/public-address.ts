import { pathLocale } from '@/i18n/entry-locale';
import { localePath, type Locale } from '@/i18n/routing';
import {
  isCanonicalQuery,
  isDefaultView,
  pageCount,
  viewFromQuery,
  viewQuery,
  viewSegment,
  VIEW_ROUTE_SEGMENT,
} from '@/lib/products/category-view';
import { datasheetPath, DATASHEET_FILE, productPath } from '@/lib/products/paths';
import { OFFER_TOKEN } from '@/lib/quotes/page-path';
import { asciiSlug, toSlug } from '@/lib/slug';

/**
 * The addresses of the catalogue, as the public site's gate (proxy.ts) needs them to decide
 * an address without rendering it: the category slugs in menu order (the first is where an
 * unknown category goes, spec §2) and, for each machine's slug, its category's.
 */
export interface CatalogueAddresses {
  categories: readonly string[];
  productCategory: ReadonlyMap<string, string | null>;
  /** How many machines each category has, by slug: how many pages its list fills. */
  categorySizes: ReadonlyMap<string, number>;
  /**
   * A machine's slug as written without Romanian letters (`platforma-x`), to its real slug
   * (`platformă-x`), where that spelling names one machine only (lib/slug.ts `asciiSlug`).
   */
  asciiSpellings?: ReadonlyMap<string, string>;
}

/** The `asciiSpellings` of these slugs: only those that differ, are unique and are no slug. */
export function asciiSpellings(slugs: readonly string[]): Map<string, string> {
  const real = new Set(slugs);
  const found = new Map<string, string | null>();
  for (const slug of slugs) {
    const ascii = asciiSlug(slug);
    if (ascii === slug || real.has(ascii)) continue;
    found.set(ascii, found.has(ascii) ? null : slug);
  }
  return new Map([...found].filter((entry): entry is [string, string] => entry[1] !== null));
}

/** The public pages that are not the catalogue's (below the locale prefix). */
const PLAIN_PAGES = new Set(['/home', '/contact', '/cautare', '/version']);

/**
 * What the gate does with an address of the public site:
 * - `pass`: a page that exists; Next renders it, or serves it from its cache;
 * - `redirect`: to `path` (a path, not yet percent-encoded) and `search`: another spelling
 *   of a known address or of a category view's query (permanent), or an unknown category,
 *   which shows the first one (spec §2);
 * - `rewrite`: a category's page other than its first in the default order (issue #34),
 *   rendered by the internal route `path` (with the locale prefix): one cached page a view;
 * - `not-found`: nothing is there; the site's 404 view in `locale` answers.
 * A made-up address thus never renders a page nor stores one: one redirect decision, or the
 * one cached 404 view of its language.
 */
export type AddressDecision =
  | { kind: 'pass' }
  | { kind: 'redirect'; path: string; permanent: boolean; search?: string }
  | { kind: 'rewrite'; path: string }
  | { kind: 'not-found'; locale: Locale };

/** A path segment as the visitor typed it; a malformed escape is left as it is. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Decides `pathname` (as the request has it: percent-encoded, with the /en prefix or none).
 * The catalogue is read only for an address under /categorie: the other pages, and made-up
 * addresses elsewhere, are decided without it.
 */
export async function decideAddress(
  pathname: string,
  readCatalogue: () => Promise<CatalogueAddresses>,
  search: URLSearchParams = new URLSearchParams(),
): Promise<AddressDecision> {
  const locale = pathLocale(pathname);
  const bare = locale === 'en' ? pathname.slice('/en'.length) : pathname;
  const notFound: AddressDecision = { kind: 'not-found', locale };
  if (PLAIN_PAGES.has(bare)) return { kind: 'pass' };
  const segments = bare.split('/').slice(1).map(decodeSegment);
  // An offer's page for its customer (issue #44): only a token's shape gets as far as the
  // page, which looks the token up (and answers 404 for one no offer has).
  if (segments[0] === 'oferta') {
    return segments.length === 2 && OFFER_TOKEN.test(segments[1] ?? '')
      ? { kind: 'pass' }
      : notFound;
  }
  if (segments[0] !== 'categorie') return notFound;
  const [, slug, utilaj, model, file, ...rest] = segments;
  if (slug === undefined || slug === '' || rest.length > 0) return notFound;
  const catalogue = await readCatalogue();
  const redirectTo = (path: string, permanent = true, query?: string): AddressDecision => ({
    kind: 'redirect',
    path: localePath(locale, path),
    permanent,
    ...(query === undefined ? {} : { search: query }),
  });

  if (utilaj === undefined) {
    const view = viewFromQuery(search);
    if (catalogue.categories.includes(slug)) {
      if (!view) return notFound;
      if (!isCanonicalQuery(search, view)) {
        return redirectTo(`/categorie/${slug}`, true, viewQuery(view));
      }
      if (view.page > pageCount(catalogue.categorySizes.get(slug) ?? 0)) return notFound;
      if (isDefaultView(view)) return { kind: 'pass' };
      return {
        kind: 'rewrite',
        path: `/${locale}/categorie/${slug}/${VIEW_ROUTE_SEGMENT}/${viewSegment(view)}`,
      };
    }
    const typed = toSlug(slug);
    const wanted = catalogue.categories.includes(typed)
      ? typed
      : (catalogue.categories.find((category) => asciiSlug(category) === typed) ?? typed);
    if (catalogue.categories.includes(wanted)) {
      return redirectTo(
        `/categorie/${wanted}`,
        true,
        view && search.size > 0 ? viewQuery(view) : undefined,
      );
    }
    const first = catalogue.categories[0];
    return first === undefined ? notFound : redirectTo(`/categorie/${first}`, false);
  }

  if (utilaj !== 'utilaj' || !model || (file !== undefined && file !== DATASHEET_FILE)) {
    return notFound;
  }
  const typedModel = toSlug(model);
  const canonicalModel = catalogue.productCategory.has(typedModel)
    ? typedModel
    : (catalogue.asciiSpellings?.get(typedModel) ?? typedModel);
  const category = catalogue.productCategory.get(canonicalModel);
  if (category === undefined || category === null) return notFound;
  const typedCategory = toSlug(slug);
  if (category !== typedCategory && asciiSlug(category) !== typedCategory) return notFound;
  if (category === slug && canonicalModel === model) return { kind: 'pass' };
  return redirectTo(
    file === undefined
      ? productPath(category, canonicalModel)
      : datasheetPath(category, canonicalModel),
  );
}

/** A path with every segment percent-encoded, as a Location header must carry it. */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}
