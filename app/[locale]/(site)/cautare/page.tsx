import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SearchForm } from '@/components/site/search-form';
import { SearchResults } from '@/components/site/search-results';
import type { Locale } from '@/i18n/routing';
import { storableText } from '@/lib/http/body';
import { searchProducts } from '@/lib/search/queries';
import { MAX_SEARCH_LENGTH, searchTerms } from '@/lib/search/terms';
import {
  CATEGORY_PAGE_SIZE,
  pageCount,
  SEARCH_ORDERS,
  viewFromQuery,
} from '@/lib/products/category-view';
import { notFound } from 'next/navigation';
import catalogue from '@/components/site/catalogue.module.css';
import styles from '@/components/site/search-page.module.css';

type Props = PageProps<'/[locale]/cautare'>;

/** The query of the address: the first `q`, cut to what the form accepts (never an error). */
async function queryOf(searchParams: Props['searchParams']): Promise<string> {
  const q = (await searchParams).q;
  const first = Array.isArray(q) ? q[0] : q;
  return storableText(first ?? '')
    .trim()
    .slice(0, MAX_SEARCH_LENGTH);
}

/** The results' page, order and filter (issue #34), as on a category's pages. */
async function viewOf(searchParams: Props['searchParams']) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams)) {
    for (const item of Array.isArray(value) ? value : [value ?? '']) params.append(name, item);
  }
  return viewFromQuery(params, SEARCH_ORDERS);
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const [t, catalogue, site, query, view] = await Promise.all([
    getTranslations({ locale, namespace: 'Search' }),
    getTranslations({ locale, namespace: 'Catalogue' }),
    getTranslations({ locale, namespace: 'Metadata' }),
    queryOf(searchParams),
    viewOf(searchParams),
  ]);
  const named = query ? t('metaTitle', { query }) : t('title');
  // From page 2 the number, as on a category's pages ('… – pagina 2').
  const page = view?.page ?? 1;
  const title = page > 1 ? catalogue('pageTitle', { name: named, page }) : named;
  return {
    title: { absolute: `${title} | ${site('siteName')}` },
    description: t('metaDescription'),
    // One page per query typed: none of them belongs in a search engine's index.
    robots: { index: false, follow: true },
  };
}

/**
 * /cautare?q=… (and /en/cautare): the machines matching the query, best match first. It opens
 * at the top, not past the banner like a category: the header's field stays in view.
 */
export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, query, view] = await Promise.all([
    getTranslations('Search'),
    queryOf(searchParams),
    viewOf(searchParams),
  ]);
  // A page, order or filter the site never writes, or a page past the last: nothing there.
  if (!view) notFound();
  const terms = searchTerms(query);
  const result = await searchProducts(terms, CATEGORY_PAGE_SIZE, {
    offset: (view.page - 1) * CATEGORY_PAGE_SIZE,
    order: view.order,
    pricedOnly: view.pricedOnly,
  });
  if (view.page > pageCount(result.total)) notFound();
  return (
    <div className={styles.page}>
      <section className={catalogue.products} aria-labelledby="search-title">
        <h1 id="search-title" className={catalogue.title}>
          {query ? t('titleFor', { query }) : t('title')}
        </h1>
        <SearchForm key={query} variant="page" defaultValue={query} />
        <SearchResults
          locale={locale as Locale}
          query={query}
          searched={terms.length > 0}
          result={result}
          view={view}
        />
      </section>
    </div>
  );
}
