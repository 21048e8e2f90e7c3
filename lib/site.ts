/** Fixed links of the public site; the company's texts and address live in messages/. */
export const FACEBOOK_URL = 'https://www.facebook.com/inchirieriutilaje';

/** A Google Maps search for an address, opened in a new tab from the footer. */
export function mapSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** The cookie bar (spec §4, §9): cookie name, delay before showing, and a year of validity. */
export const COOKIE_CONSENT = {
  name: 'cookie_consent',
  delayMs: 1000,
  maxAgeSeconds: 60 * 60 * 24 * 365,
} as const;

/** The home carousel (spec §3): the other banners mount this long after the first, then it moves on every ADVANCE_MS. */
export const BANNER_CAROUSEL = { moreBannersDelayMs: 1000, advanceMs: 4000 } as const;

/** The loading overlay gives up after this long, so it can never stay stuck. */
export const NAVIGATION_TIMEOUT_MS = 10_000;

/** localStorage key of the chosen language (spec §1, §9). */
export const LOCALE_STORAGE_KEY = 'locale';
/** Set beside it while the stored language is only that of a page seen, not a choice. */
export const LOCALE_FROM_PAGE_STORAGE_KEY = 'locale-from-page';

/** The service worker (spec §1, §9): its URL, and the latest moment it is registered. */
export const SERVICE_WORKER = {
  url: '/sw.js',
  registerTimeoutMs: 30_000,
} as const;
