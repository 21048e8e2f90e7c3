'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from '@/i18n/navigation';
import { useOnNotFoundPage } from './not-found-nav-mark';
import { SiteLink } from './site-link';
import { setScrollTopFlag } from '@/lib/scroll-flag';
import styles from './main-nav.module.css';

interface NavItem {
  key: 'home' | 'offer' | 'contact';
  href: string;
  isCurrent: (pathname: string) => boolean;
}

/**
 * Home, offer (the first category) and contact; the item of the current page is highlighted,
 * none on a 404 page.
 */
export function MainNav({ offerHref }: { offerHref: string }) {
  const t = useTranslations('Nav');
  const pathname = usePathname();
  const onNotFoundPage = useOnNotFoundPage();
  const items: NavItem[] = [
    { key: 'home', href: '/home', isCurrent: (path) => path === '/home' },
    { key: 'offer', href: offerHref, isCurrent: (path) => path.startsWith('/categorie/') },
    { key: 'contact', href: '/contact', isCurrent: (path) => path === '/contact' },
  ];
  return (
    <nav className={styles.nav} aria-label={t('label')}>
      <ul className={styles.list}>
        {items.map((item) => {
          const current = !onNotFoundPage && item.isCurrent(pathname);
          return (
            <li key={item.key}>
              <SiteLink
                href={item.href}
                className={styles.link}
                aria-current={current ? 'page' : undefined}
                onClick={setScrollTopFlag}
              >
                {t(item.key)}
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
