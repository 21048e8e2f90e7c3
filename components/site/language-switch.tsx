'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useRouter } from '@/i18n/navigation';
import { LOCALE_COOKIE, routing, type Locale } from '@/i18n/routing';
import { LOCALE_FROM_PAGE_STORAGE_KEY, LOCALE_STORAGE_KEY } from '@/lib/site';
import { saveBrowserCookie } from './browser-cookie';
import { announceLocaleSwitch } from './locale-switch-event';
import { startNavigationProgress } from './navigation-progress';
import styles from './header.module.css';

/** Keeps the visitor's choice: localStorage (spec §1) and the cookie the server reads. */
function saveLocale(locale: Locale) {
  saveBrowserCookie(LOCALE_COOKIE, locale);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    localStorage.removeItem(LOCALE_FROM_PAGE_STORAGE_KEY);
  } catch {
    // Storage may be disabled; the cookie still keeps the choice.
  }
}

/**
 * RO / EN: the same page, with the same query (the offer's category and model on /contact), in
 * the other language; the choice is kept in localStorage and the cookie.
 */
export function LanguageSwitch() {
  const t = useTranslations('Header');
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const router = useRouter();

  function choose(next: Locale) {
    saveLocale(next);
    if (next === locale) return;
    announceLocaleSwitch();
    startNavigationProgress();
    // Read at the click, not through useSearchParams: the header is on pages rendered ahead.
    const query = Object.fromEntries(new URLSearchParams(window.location.search));
    router.replace({ pathname, query }, { locale: next, scroll: false });
  }

  return (
    <div className={styles.languages} role="group" aria-label={t('languageLabel')}>
      {routing.locales.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          title={t(`${option}Name`)}
          aria-current={option === locale ? 'true' : undefined}
          className={styles.language}
          onClick={() => choose(option)}
        >
          {t(option)}
        </button>
      ))}
    </div>
  );
}
