'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { saveBrowserCookie } from './browser-cookie';
import { SiteLink } from './site-link';
import { COOKIE_CONSENT } from '@/lib/site';
import styles from './cookie-bar.module.css';

function hasConsentCookie(): boolean {
  return document.cookie
    .split(';')
    .some((part) => part.trim().startsWith(`${COOKIE_CONSENT.name}=`));
}

/** Shown a second after load while the visitor has not answered (spec §4 cookie consent). */
export function CookieBar() {
  const t = useTranslations('CookieBar');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (hasConsentCookie()) return;
    const timer = window.setTimeout(() => setVisible(true), COOKIE_CONSENT.delayMs);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;

  function answer(accepted: boolean) {
    saveBrowserCookie(COOKIE_CONSENT, String(accepted));
    setVisible(false);
  }

  return (
    <section className={styles.bar} aria-label={t('label')} data-testid="cookie-bar">
      <p className={styles.text}>
        {t('text')}{' '}
        <SiteLink href="/contact#privacy" className={styles.more}>
          {t('learnMore')}
        </SiteLink>
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.decline} onClick={() => answer(false)}>
          {t('decline')}
        </button>
        <button type="button" className={styles.accept} onClick={() => answer(true)}>
          {t('accept')}
        </button>
      </div>
    </section>
  );
}
