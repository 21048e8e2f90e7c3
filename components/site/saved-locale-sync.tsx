'use client';

import { useEffect } from 'react';
import { syncSavedLocale } from '@/i18n/saved-locale';
import { LOCALE_COOKIE } from '@/i18n/routing';
import { LOCALE_FROM_PAGE_STORAGE_KEY as FROM_PAGE_KEY, LOCALE_STORAGE_KEY } from '@/lib/site';
import { saveBrowserCookie } from './browser-cookie';

function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** Whether this page load started the visit: opened from outside, not reloaded or restored. */
function isEntryLoad(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation && navigation.type !== 'navigate') return false;
  if (!document.referrer) return true;
  try {
    return new URL(document.referrer).origin !== window.location.origin;
  } catch {
    return true;
  }
}

/**
 * On start, keeps the cookie and localStorage in step (i18n/saved-locale.ts). The server
 * already opens a visit in the language of the cookie; this covers a choice that only
 * localStorage still holds.
 */
export function SavedLocaleSync() {
  useEffect(() => {
    try {
      const sync = syncSavedLocale(
        {
          cookie: readCookie(LOCALE_COOKIE.name),
          stored: localStorage.getItem(LOCALE_STORAGE_KEY),
          fromPage: localStorage.getItem(FROM_PAGE_KEY) === '1',
        },
        window.location.pathname,
        isEntryLoad(),
      );
      if (sync.store) {
        localStorage.setItem(LOCALE_STORAGE_KEY, sync.store.locale);
        if (sync.store.fromPage) localStorage.setItem(FROM_PAGE_KEY, '1');
        else localStorage.removeItem(FROM_PAGE_KEY);
      }
      if (sync.cookie) saveBrowserCookie(LOCALE_COOKIE, sync.cookie);
      if (sync.goTo) {
        window.location.replace(`${sync.goTo}${window.location.search}${window.location.hash}`);
      }
    } catch {
      // Storage may be disabled: the cookie alone keeps the choice.
    }
  }, []);
  return null;
}
