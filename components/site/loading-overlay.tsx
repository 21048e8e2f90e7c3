'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { NAVIGATION_TIMEOUT_MS } from '@/lib/site';
import { GearIcon } from './icons';
import { NAVIGATION_START_EVENT } from './navigation-progress';
import styles from './loading-overlay.module.css';

/** A same-origin link, followed in this tab, to another page (not only another #hash). */
function isPageNavigation(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return false;
  }
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  const url = new URL(anchor.href, window.location.href);
  return (
    url.origin === window.location.origin &&
    (url.pathname !== window.location.pathname || url.search !== window.location.search)
  );
}

/**
 * A full-screen spinning gear while a route navigation is under way. The overlay belongs to the
 * location it started from: once the pathname or the search changes it is gone, and back/forward
 * or the time-out clear it too, so it can never stay stuck.
 */
export function LoadingOverlay() {
  const t = useTranslations('Loading');
  const location = `${usePathname()}?${useSearchParams().toString()}`;
  const [pendingFrom, setPendingFrom] = useState<string | null>(null);
  const [shownLocation, setShownLocation] = useState(location);
  if (shownLocation !== location) {
    // The navigation ended: forget it, so coming back here later does not show the overlay.
    setShownLocation(location);
    setPendingFrom(null);
  }
  const visible = pendingFrom === location;

  useEffect(() => {
    const start = () => setPendingFrom(location);
    const cancel = () => setPendingFrom(null);
    const onClick = (event: MouseEvent) => {
      if (isPageNavigation(event)) start();
    };
    // Capture phase: runs before the router's own click handler prevents the default.
    window.addEventListener('click', onClick, true);
    window.addEventListener(NAVIGATION_START_EVENT, start);
    window.addEventListener('popstate', cancel);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener(NAVIGATION_START_EVENT, start);
      window.removeEventListener('popstate', cancel);
    };
  }, [location]);

  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => setPendingFrom(null), NAVIGATION_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [visible]);

  if (!visible) return null;
  return (
    <div className={styles.overlay} role="status" data-testid="loading-overlay">
      <GearIcon className={styles.gear} />
      <span className="sr-only">{t('label')}</span>
    </div>
  );
}
