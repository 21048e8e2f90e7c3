import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CategoryMenu } from '@/components/site/category-menu';
import { JsonLd } from '@/components/site/json-ld';
import { Localized } from '@/components/site/localized-text';
import { notFoundMetadata } from '@/components/site/not-found-content';
import { ProductCard } from '@/components/site/product-card';
import { ScrollOnArrival } from '@/components/site/scroll-on-arrival';
import { localePath, type Locale } from '@/i18n/routing';
import { buildAltText } from '@/lib/images/alt';
import { altWords } from '@/lib/images/alt-words';
import { categoryName } from '@/lib/localized';
import { decodeParam, getCategoryPageData } from '@/lib/products/catalogue';
import { priceTextsFor } from '@/lib/products/price-text';
import { ARRIVAL_SCROLL_OFFSET } from '@/lib/scroll-flag';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { keywords } from '@/lib/seo/keywords';
import { describe, pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/urls';
import styles from '@/components/site/catalogue.module.css';

type Props = PageProps<'/[locale]/categorie/[slug]'>;

// Rendered on the first visit, then cached until an admin write expires its tags.
export const revalidate = false;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const data = await getCategoryPageData(slug);
  if (!data) return notFoundMetadata(locale as Locale);
  const [t, site] = await Promise.all([
    getTranslations({ locale, namespace: 'Catalogue' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  const { category, products } = data;
  const name = categoryName(locale as Locale, category).text;
  const models = products.map((product) => product.model);
  const first = products[0];
  return pageMetadata({
    locale: locale as Locale,
    // An unknown slug shows the first category: its canonical is that category's address.
    path: `/categorie/${category.slug}`,
    title: `${name} | ${site('siteName')} - ${site('tagline')}`,
    siteName: site('siteName'),
    description: categoryDescription(t, name, models),
    keywords: keywords([name, ...models], models),
    // As on the product page: the model names the picture in either language.
    image: first ? { ...first.headerPhoto, alt: first.model } : undefined,
  });
}

function categoryDescription(
  t: Awaited<ReturnType<typeof getTranslations<'Catalogue'>>>,
  name: string,
  models: string[],
): string {
  return models.length > 0
    ? t('description', { name, models: models.join(', ') })
    : t('descriptionEmpty', { name });
}

export default async function CategoryPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const [data, t, words] = await Promise.all([
    getCategoryPageData(slug),
    getTranslations('Catalogue'),
    altWords(),
  ]);
  // proxy.ts sends any other address (an unknown category, another spelling) to a known
  // category's own before this renders: one cached page per category, however many
  // addresses visitors or bots make up. A category deleted a moment ago is not found.
  if (!data || decodeParam(slug) !== data.category.slug) notFound();
  const priceTexts = priceTextsFor(locale as Locale);
  const { categories, category, products } = data;
  const name = categoryName(locale as Locale, category);
  const models = products.map((product) => product.model);
  return (
    <div className={styles.layout}>
      <JsonLd
        data={webPageJsonLd({
          type: 'CollectionPage',
          name: name.text,
          description: describe(categoryDescription(t, name.text, models)),
          url: absoluteUrl(localePath(locale as Locale, `/categorie/${category.slug}`)),
          inLanguage: locale,
        })}
      />
      <ScrollOnArrival offset={ARRIVAL_SCROLL_OFFSET} />
      <CategoryMenu categories={categories} current={category.uuid} />
      <section className={styles.products} aria-labelledby="category-title">
        <h1 id="category-title" className={styles.title}>
          <Localized value={name} />
        </h1>
        {products.length > 0 ? (
          <ul
            className={styles.cards}
            aria-label={t('productsLabel', { name: name.text })}
            data-testid="product-cards"
          >
            {products.map((product, index) => (
              <ProductCard
                key={product.uuid}
                href={`/categorie/${category.slug}/utilaj/${product.slug}`}
                productUuid={product.uuid}
                categoryUuid={category.uuid}
                model={product.model}
                price={priceTexts(product)}
                eager={index < 3}
                photo={{
                  ...product.headerPhoto,
                  alt: buildAltText(
                    { model: product.model, name: name.text, kind: 'presentation', index: 0 },
                    words,
                  ),
                }}
              />
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{t('empty')}</p>
        )}
      </section>
    </div>
  );
}
