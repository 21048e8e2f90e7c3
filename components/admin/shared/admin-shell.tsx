'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { apiFetch } from './api-client';
import { LeaveGuardProvider } from './leave-guard';
import { SessionExpiry } from '@/components/admin/team/session-expiry';
import styles from './admin-shell.module.css';

const MENU = [
  ['dashboard', '/admin/main/dashboard'],
  ['profile', '/admin/main/profile'],
  ['categories', '/admin/main/categories'],
  ['products', '/admin/main/products'],
  ['reservations', '/admin/main/reservations'],
  ['banner', '/admin/main/banner'],
  ['configuration', '/admin/main/configuration'],
  ['inquiries', '/admin/main/inquiries'],
  ['quotes', '/admin/main/quotes'],
  ['importExport', '/admin/main/import-export'],
  ['trash', '/admin/main/trash'],
  ['accounts', '/admin/main/accounts'],
  ['sessions', '/admin/main/sessions'],
  ['audit', '/admin/main/audit'],
] as const;

/**
 * Ends this session only (the admin's other devices stay signed in: 'Sesiuni' ends those),
 * then the login (spec §4: logout).
 */
async function logout() {
  await apiFetch('/api/logout').catch(() => {});
  // A full load, not a client navigation: nothing of the ended session stays in memory.
  window.location.assign(new URL('/admin/login', window.location.origin).href);
}

/**
 * The admin shell (spec §2): a card with the left menu and the nested content, and a skip
 * link to the content first (WCAG 2.4.1). On a narrow screen the menu folds behind a button
 * (closed at first, and again after each choice), so the screen's own content comes first;
 * 'Deconectare' stays beside the button.
 */
export function AdminShell({ children }: { children: React.ReactNode }) {
  const t = useTranslations('Admin.Menu');
  const site = useTranslations('Site');
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  // A choice in the menu folds it again (a state reset on navigation, not an effect).
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }
  const currentEntry = MENU.find(
    ([, href]) => pathname === href || pathname.startsWith(`${href}/`),
  );
  return (
    <LeaveGuardProvider>
      <a href="#main" className="skip-link">
        {site('skipToContent')}
      </a>
      <div className={`admin-card ${styles.shell}`}>
        <nav aria-label={t('label')} className={styles.menu}>
          <button
            type="button"
            className={`admin-button secondary ${styles.toggle}`}
            aria-expanded={open}
            aria-controls="admin-menu"
            onClick={() => setOpen(!open)}
          >
            <span>{t('toggle')}</span>
            {currentEntry && <span className={styles.toggleCurrent}>{t(currentEntry[0])}</span>}
          </button>
          <div id="admin-menu" className={styles.entries} data-open={open}>
            <ul>
              {MENU.map(([key, href]) => {
                const current = pathname === href || pathname.startsWith(`${href}/`);
                return (
                  <li key={key}>
                    <Link
                      href={href}
                      aria-current={current ? 'page' : undefined}
                      className={styles.item}
                    >
                      {t(key)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
          <button
            type="button"
            className={`admin-button secondary ${styles.logout}`}
            onClick={logout}
          >
            {t('logout')}
          </button>
          <Link href="/home" className={styles.site}>
            {t('site')}
          </Link>
        </nav>
        <main id="main" tabIndex={-1} className={styles.content}>
          {children}
        </main>
      </div>
      <SessionExpiry onLogout={logout} />
    </LeaveGuardProvider>
  );
}
