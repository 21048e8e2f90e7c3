import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CategoryColumns } from '@/components/site/category-columns';
import { HomeHero } from '@/components/site/home-hero';
import { ScrollOnArrival } from '@/components/site/scroll-on-arrival';
import type { Locale } from '@/i18n/routing';
import { listCategories } from '@/lib/categories/queries';
import { categoryName, inLocaleOrder } from '@/lib/localized';
import { listShowcase, SHOWCASE_CATEGORIES } from '@/lib/products/showcase';
import { keywords } from '@/lib/seo/keywords';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from '@/components/site/home.module.css';

// Rendered on the first visit, then served from the full-route cache until an admin write
// expires the tags of the reads it made (lib/cache-tags.ts). The build touches no database.
export const revalidate = false;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/home'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const [t, site, categories, products] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getTranslations({ locale, namespace: 'Metadata' }),
    listCategories(),
    listShowcase(SHOWCASE_CATEGORIES),
  ]);
  return pageMetadata({
    locale,
    path: '/home',
    title: `${site('siteName')} - ${site('tagline')}`,
    siteName: site('siteName'),
    description: t('description'),
    keywords: keywords(
      categories.map((category) => categoryName(locale, category).text),
      products.map((product) => product.model),
    ),
  });
}

export default async function HomePage({ params }: PageProps<'/[locale]/home'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, categories, showcase] = await Promise.all([
    getTranslations('Home'),
    listCategories(),
    listShowcase(SHOWCASE_CATEGORIES),
  ]);
  return (
    <div className={styles.home}>
      <ScrollOnArrival offset={0} />
      <HomeHero showcase={showcase} />
      <section className={styles.categories} aria-labelledby="home-categories">
        <h2 id="home-categories">{t('categoriesHeading')}</h2>
        {categories.length > 0 ? (
          <>
            <p className={styles.intro}>{t('categoriesIntro')}</p>
            <CategoryColumns categories={inLocaleOrder(locale as Locale, categories)} />
          </>
        ) : (
          <p>{t('empty')}</p>
        )}
      </section>
    </div>
  );
}
