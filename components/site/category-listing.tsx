import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CategoryMenu } from '@/components/site/category-menu';
import { CategoryViewControls } from '@/components/site/category-view-controls';
import { JsonLd } from '@/components/site/json-ld';
import { Localized } from '@/components/site/localized-text';
import { notFoundMetadata } from '@/components/site/not-found-content';
import { ProductCards } from '@/components/site/product-cards';
import { ScrollOnArrival } from '@/components/site/scroll-on-arrival';
import { localePath, type Locale } from '@/i18n/routing';
import { altWords } from '@/lib/images/alt-words';
import { categoryName, inLocaleOrder } from '@/lib/localized';
import { cardEntry } from '@/lib/products/card-entry';
import { decodeParam } from '@/lib/products/catalogue';
import { getCategoryListing } from '@/lib/products/category-page';
import { DEFAULT_CATEGORY_VIEW, viewQuery, type CategoryView } from '@/lib/products/category-view';
import { priceTextsFor } from '@/lib/products/price-text';
import { ARRIVAL_SCROLL_OFFSET } from '@/lib/scroll-flag';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { keywords } from '@/lib/seo/keywords';
import { describe, pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/urls';
import styles from '@/components/site/catalogue.module.css';

type Catalogue = Awaited<ReturnType<typeof getTranslations<'Catalogue'>>>;

function categoryDescription(t: Catalogue, name: string, models: string[]): string {
  return models.length > 0
    ? t('description', { name, models: models.join(', ') })
    : t('descriptionEmpty', { name });
}

/**
 * A view's name, for its title and its JSON-LD: the category's, then the order and the filter
 * when they are not the default ones ('Excavatoare – preț pe zi crescător'), then from page 2
 * its number ('… – pagina 2').
 */
function viewName(t: Catalogue, name: string, view: CategoryView, locale: Locale): string {
  const details = [
    view.order === DEFAULT_CATEGORY_VIEW.order ? null : t(`order.${view.order}`),
    view.pricedOnly ? t('pricedOnly') : null,
  ]
    .filter((text): text is string => text !== null)
    .map((text) => text.toLocaleLowerCase(locale));
  const named = details.length > 0 ? t('viewTitle', { name, view: details.join(', ') }) : name;
  return view.page > 1 ? t('pageTitle', { name: named, page: view.page }) : named;
}

/**
 * The metadata of a category's view (issue #34): each view its own canonical address (the
 * view's query) and its own title (viewName), so no two addresses share one (issue #41).
 */
export async function categoryListingMetadata(
  locale: Locale,
  slug: string,
  view: CategoryView,
): Promise<Metadata> {
  const data = await getCategoryListing(slug, view);
  if (!data) return notFoundMetadata(locale);
  const [t, site] = await Promise.all([
    getTranslations({ locale, namespace: 'Catalogue' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  const name = categoryName(locale, data.category).text;
  const models = data.items.map((product) => product.model);
  const first = data.items[0];
  const heading = viewName(t, name, view, locale);
  return pageMetadata({
    locale,
    path: `/categorie/${data.category.slug}${viewQuery(view)}`,
    title: `${heading} | ${site('siteName')} - ${site('tagline')}`,
    siteName: site('siteName'),
    description: categoryDescription(t, name, models),
    // Spec §2: the machine types and brands. Not every model: 24 of them were ~1 kB of a
    // page (the tag and its payload), and the description names the first ones anyway.
    keywords: keywords([name], models),
    // As on the product page: the model names the picture in either language.
    image: first ? { ...first.headerPhoto, alt: first.model } : undefined,
  });
}

/** A category's page of machines in a view: the menu, the order control, the cards, the pager. */
export async function CategoryListing({
  locale,
  slug,
  view,
}: {
  locale: Locale;
  slug: string;
  view: CategoryView;
}) {
  const [data, t, words] = await Promise.all([
    getCategoryListing(slug, view),
    getTranslations('Catalogue'),
    altWords(),
  ]);
  // proxy.ts sends any other address (an unknown category, another spelling, a page past the
  // last) elsewhere before this renders: one cached page per view of a category. A category
  // deleted a moment ago is not found.
  if (!data || decodeParam(slug) !== data.category.slug) notFound();
  const priceTexts = priceTextsFor(locale);
  const { categories, category, items } = data;
  const name = categoryName(locale, category);
  const models = items.map((product) => product.model);
  const path = `/categorie/${category.slug}`;
  return (
    <div className={styles.layout}>
      <JsonLd
        data={webPageJsonLd({
          type: 'CollectionPage',
          name: viewName(t, name.text, view, locale),
          description: describe(categoryDescription(t, name.text, models)),
          url: absoluteUrl(localePath(locale, `${path}${viewQuery(view)}`)),
          inLanguage: locale,
        })}
      />
      <ScrollOnArrival offset={ARRIVAL_SCROLL_OFFSET} />
      <CategoryMenu categories={inLocaleOrder(locale, categories)} current={category.uuid} />
      <section className={styles.products} aria-labelledby="category-title">
        <h1 id="category-title" className={styles.title}>
          <Localized value={name} />
          {view.page > 1 && (
            <span className={styles.pageNumber}> – {t('page', { page: view.page })}</span>
          )}
        </h1>
        {data.total > 0 || view.pricedOnly ? (
          <CategoryViewControls path={path} view={view} listing={data} />
        ) : null}
        {items.length > 0 ? (
          <ProductCards
            className={styles.cards}
            label={t('productsLabel', { name: name.text })}
            categoryUuid={category.uuid}
            base={`${path}/utilaj/`}
            categoryName={name.text}
            altWords={words}
            cards={items.map((product) => cardEntry(product, priceTexts(product)))}
          />
        ) : (
          <p className={styles.empty}>{view.pricedOnly ? t('emptyPriced') : t('empty')}</p>
        )}
        <CategoryViewControls path={path} view={view} listing={data} pagerOnly />
      </section>
    </div>
  );
}
