import { hasLocale } from 'next-intl';
import { pathInLocale, pathLocale } from './entry-locale';
import { routing, type Locale } from './routing';

/**
 * Where the visitor's language is kept (spec §1, "kept in local storage under the key
 * locale"): the cookie holds only a choice made with RO / EN (the server reads it);
 * localStorage holds the language in use, and `fromPage` says it was only the language of a
 * page seen, not a choice.
 */
export interface LocaleStores {
  cookie: string | undefined;
  stored: string | null;
  fromPage: boolean;
}

export interface LocaleSync {
  /** Write the cookie: a choice kept only in localStorage (an older visit, a lost cookie). */
  cookie?: Locale;
  /** Write localStorage. */
  store?: { locale: Locale; fromPage: boolean };
  /** Open the same page in the saved language (a visit that started in the other one). */
  goTo?: string;
}

/**
 * What the page does on start to keep both stores in step: "on start a saved locale is
 * used, otherwise ro is set". A choice in either store is copied to the other; with none,
 * the page's language is stored (ro on every Romanian page) without becoming a choice.
 */
export function syncSavedLocale(
  stores: LocaleStores,
  pathname: string,
  isEntry: boolean,
): LocaleSync {
  const page = pathLocale(pathname);
  if (hasLocale(routing.locales, stores.cookie)) {
    const chosen = stores.cookie;
    return stores.stored === chosen && !stores.fromPage
      ? {}
      : { store: { locale: chosen, fromPage: false } };
  }
  if (hasLocale(routing.locales, stores.stored) && !stores.fromPage) {
    const chosen: Locale = stores.stored;
    return {
      cookie: chosen,
      goTo: isEntry && chosen !== page ? pathInLocale(pathname, chosen) : undefined,
    };
  }
  return stores.stored === page && stores.fromPage
    ? {}
    : { store: { locale: page, fromPage: true } };
}
