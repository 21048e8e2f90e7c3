import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { listCategories } from '@/lib/categories/queries';
import { altWords } from '@/lib/images/alt-words';
import { categoryName, inLocaleOrder } from '@/lib/localized';
import { cardEntry } from '@/lib/products/card-entry';
import { priceTextsFor } from '@/lib/products/price-text';
import {
  pageCount,
  SEARCH_ORDERS,
  type CategoryView,
  type ListOrder,
} from '@/lib/products/category-view';
import type { SearchResult } from '@/lib/search/queries';
import { SEARCH_PATH } from '@/lib/search/terms';
import { CategoryViewControls } from './category-view-controls';
import { Localized } from './localized-text';
import { ProductCards } from './product-cards';
import { SiteLink } from './site-link';
import catalogue from './catalogue.module.css';
import styles from './search-page.module.css';

interface SearchResultsProps {
  locale: Locale;
  query: string;
  /** Whether the query had a word to look for. */
  searched: boolean;
  result: SearchResult;
  /** The page, order and filter shown (issue #34). */
  view: CategoryView<ListOrder>;
}

/** The cards of the machines found, or what to try when there are none. */
export async function SearchResults({ locale, query, searched, result, view }: SearchResultsProps) {
  const [t, words] = await Promise.all([getTranslations('Search'), altWords()]);
  if (!searched) return <Suggestions locale={locale} lead={t('prompt')} />;
  if (result.total === 0 && !view.pricedOnly) {
    return <Suggestions locale={locale} lead={t('noResults', { query })} tips />;
  }
  const priceTexts = priceTextsFor(locale);
  const listing = { total: result.total, pages: pageCount(result.total) };
  const controls = {
    path: SEARCH_PATH,
    view,
    listing,
    orders: SEARCH_ORDERS,
    hidden: { q: query },
  };
  return (
    <>
      <p className={styles.count} role="status" data-testid="search-count">
        {t('count', { count: result.total })}
      </p>
      <CategoryViewControls {...controls} />
      <ProductCards
        className={catalogue.cards}
        label={t('resultsLabel')}
        base="/categorie/"
        altWords={words}
        cards={result.items.map((product) =>
          cardEntry(
            product,
            priceTexts(product),
            `${product.categorySlug}/utilaj/${product.slug}`,
            [categoryName(locale, product).text, product.categoryUuid ?? ''],
          ),
        )}
      />
      <CategoryViewControls {...controls} pagerOnly />
    </>
  );
}

interface SuggestionsProps {
  locale: Locale;
  lead: string;
  tips?: boolean;
}

/** A line of guidance, then (with `tips`) what to try, and the categories to browse. */
async function Suggestions({ locale, lead, tips = false }: SuggestionsProps) {
  const [t, categories] = await Promise.all([getTranslations('Search'), listCategories()]);
  return (
    <div className={styles.suggestions} data-testid="search-suggestions">
      <p className={styles.lead} role="status">
        {lead}
      </p>
      {tips && (
        <>
          <h2 className={styles.tipsHeading}>{t('tipsHeading')}</h2>
          <ul className={styles.tips}>
            <li>{t('tipSpelling')}</li>
            <li>{t('tipFewer')}</li>
          </ul>
        </>
      )}
      <p className={styles.browse}>{t('tipBrowse')}</p>
      <ul className={styles.categories}>
        {inLocaleOrder(locale, categories).map((category) => (
          <li key={category.uuid}>
            <SiteLink href={`/categorie/${category.slug}`} className={styles.category}>
              <Localized value={categoryName(locale, category)} />
            </SiteLink>
          </li>
        ))}
      </ul>
      <p className={styles.contact}>
        {t('tipContact')} <SiteLink href="/contact">{t('contactLink')}</SiteLink>
      </p>
    </div>
  );
}
