import { getLocale, getTranslations } from 'next-intl/server';
import { Localized } from './localized-text';
import { SiteLink } from './site-link';
import type { Locale } from '@/i18n/routing';
import type { CategoryView } from '@/lib/categories/queries';
import { categoryName } from '@/lib/localized';
import styles from './catalogue.module.css';

/** The category list on the left of a category page, under 'INCHIRIERE'; the current one lit. */
export async function CategoryMenu({
  categories,
  current,
}: {
  categories: CategoryView[];
  current: string;
}) {
  const [t, locale] = await Promise.all([getTranslations('Catalogue'), getLocale()]);
  return (
    <nav className={styles.menu} aria-labelledby="category-menu-heading">
      <h2 id="category-menu-heading" className={styles.menuHeading}>
        {t('menuHeading')}
      </h2>
      <ul className={styles.menuList} data-testid="category-menu">
        {categories.map((category) => (
          <li key={category.uuid}>
            <SiteLink
              href={`/categorie/${category.slug}`}
              className={styles.menuLink}
              aria-current={category.uuid === current ? 'page' : undefined}
            >
              <Localized value={categoryName(locale as Locale, category)} />
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
