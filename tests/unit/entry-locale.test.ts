import { describe, expect, it } from 'vitest';
import { isEntryNavigation, pathInLocale, savedLocalePath } from '@/i18n/entry-locale';

const ORIGIN = 'https://inchirieri.example';

function headers(values: Record<string, string>): Headers {
  return new Headers(values);
}

describe('the saved language at the start of a visit (spec §1)', () => {
  it('maps a page to the same page in the other language', () => {
    expect(pathInLocale('/categorie/excavatoare', 'en')).toBe('/en/categorie/excavatoare');
    expect(pathInLocale('/en/categorie/excavatoare/utilaj/jcb-3cx', 'ro')).toBe(
      '/categorie/excavatoare/utilaj/jcb-3cx',
    );
    expect(pathInLocale('/en', 'ro')).toBe('/home');
    expect(pathInLocale('/', 'en')).toBe('/en/home');
    // /english is a Romanian path (a 404), not the /en prefix.
    expect(pathInLocale('/english', 'en')).toBe('/en/english');
  });

  it('redirects only when a known saved language differs from the page', () => {
    expect(savedLocalePath('/contact', 'en')).toBe('/en/contact');
    expect(savedLocalePath('/en/contact', 'ro')).toBe('/contact');
    expect(savedLocalePath('/contact', 'ro')).toBeNull();
    expect(savedLocalePath('/en/contact', 'en')).toBeNull();
    expect(savedLocalePath('/contact', undefined)).toBeNull();
    expect(savedLocalePath('/contact', 'de')).toBeNull();
  });

  it('counts typed, bookmarked and cross-site openings as the start of a visit', () => {
    const open = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };
    expect(isEntryNavigation(headers({ ...open, 'sec-fetch-site': 'none' }), ORIGIN)).toBe(true);
    expect(isEntryNavigation(headers({ ...open, 'sec-fetch-site': 'cross-site' }), ORIGIN)).toBe(
      true,
    );
    expect(isEntryNavigation(headers({ ...open, 'sec-fetch-site': 'same-origin' }), ORIGIN)).toBe(
      false,
    );
  });

  it('leaves reloads and the router’s own requests alone', () => {
    const typed = { 'sec-fetch-dest': 'document', 'sec-fetch-site': 'none' };
    expect(isEntryNavigation(headers({ ...typed, 'cache-control': 'max-age=0' }), ORIGIN)).toBe(
      false,
    );
    expect(
      isEntryNavigation(headers({ 'sec-fetch-dest': 'empty', 'sec-fetch-site': 'none' }), ORIGIN),
    ).toBe(false);
  });

  it('falls back to the referrer where the browser sends no fetch metadata', () => {
    expect(isEntryNavigation(headers({}), ORIGIN)).toBe(true);
    expect(isEntryNavigation(headers({ referer: 'https://www.google.com/' }), ORIGIN)).toBe(true);
    expect(isEntryNavigation(headers({ referer: `${ORIGIN}/home` }), ORIGIN)).toBe(false);
  });
});
