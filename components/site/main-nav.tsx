'use client';

import { useTranslations } from 'next-intl';
import { useSelectedLayoutSegment } from 'next/navigation';
import { NOT_FOUND_VIEW_SEGMENT } from '@/runtime/not-found.mjs';
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
  // The 404 document is the not-found view's (server/not-found-page.mjs), rendered once and
  // kept for every unknown address: no item may be current in it, whichever address it was
  // first rendered for (an unknown product under /categorie/ would mark the offer, and
  // hydration keeps a server attribute it does not expect to change).
  const notFoundMarked = useOnNotFoundPage();
  const segment = useSelectedLayoutSegment();
  const onNotFoundPage = notFoundMarked || segment === NOT_FOUND_VIEW_SEGMENT;
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
