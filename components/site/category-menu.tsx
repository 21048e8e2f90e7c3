import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { CategoryView } from '@/lib/categories/queries';
import { menuEntries } from '@/lib/products/category-menu';
import { CategoryMenuList } from './category-menu-list';
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
      <CategoryMenuList
        className={styles.menuList}
        entries={menuEntries(locale as Locale, categories)}
        current={categories.findIndex((category) => category.uuid === current)}
      />
    </nav>
  );
}
