import { getTranslations } from 'next-intl/server';
import { SiteLink } from './site-link';
import type { CategoryView } from '@/lib/categories/queries';
import styles from './catalogue.module.css';

/** The category list on the left of a category page, under 'INCHIRIERE'; the current one lit. */
export async function CategoryMenu({
  categories,
  current,
}: {
  categories: CategoryView[];
  current: string;
}) {
  const t = await getTranslations('Catalogue');
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
              {category.name}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
