'use client';

import { useLocale } from 'next-intl';
import { SiteLink } from './site-link';
import type { Locale } from '@/i18n/routing';
import type { CategoryView } from '@/lib/categories/queries';
import { categoryName } from '@/lib/localized';
import { setScrollTopFlag } from '@/lib/scroll-flag';
import { splitInHalves } from '@/lib/split';
import { ChevronRightIcon } from './catalogue-icons';
import styles from './category-columns.module.css';

/** The home page's two-column category list; the first column holds ceil(n/2). */
export function CategoryColumns({ categories }: { categories: CategoryView[] }) {
  const locale = useLocale() as Locale;
  return (
    <div className={styles.columns}>
      {splitInHalves(categories).map((column, index) => (
        <ul key={index} className={styles.column} data-testid="category-column">
          {column.map((category) => (
            <li key={category.uuid}>
              <SiteLink
                href={`/categorie/${category.slug}`}
                className={styles.link}
                onClick={setScrollTopFlag}
              >
                <span lang={categoryName(locale, category).lang}>
                  {categoryName(locale, category).text}
                </span>
                <ChevronRightIcon className={styles.icon} />
              </SiteLink>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
