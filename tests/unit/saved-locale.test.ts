import { describe, expect, it } from 'vitest';
import { syncSavedLocale } from '@/i18n/saved-locale';

const none = { cookie: undefined, stored: null, fromPage: false };

describe('the saved language on start (spec §1)', () => {
  it('stores the language of the first page seen, without taking it for a choice', () => {
    expect(syncSavedLocale(none, '/home', true)).toEqual({
      store: { locale: 'ro', fromPage: true },
    });
    // A later visit that starts in English is not sent back to Romanian.
    expect(syncSavedLocale({ ...none, stored: 'ro', fromPage: true }, '/en/contact', true)).toEqual(
      { store: { locale: 'en', fromPage: true } },
    );
  });

  it('uses a choice only localStorage holds: the cookie follows, and a visit opens in it', () => {
    expect(syncSavedLocale({ ...none, stored: 'en' }, '/categorie/excavatoare', true)).toEqual({
      cookie: 'en',
      goTo: '/en/categorie/excavatoare',
    });
    // Within the site (a link, a reload) the page asked for stays.
    expect(syncSavedLocale({ ...none, stored: 'en' }, '/contact', false)).toEqual({ cookie: 'en' });
    expect(syncSavedLocale({ ...none, stored: 'ro' }, '/en/home', true)).toEqual({
      cookie: 'ro',
      goTo: '/home',
    });
  });

  it('copies the cookie into localStorage, and ignores values it does not know', () => {
    expect(syncSavedLocale({ ...none, cookie: 'en', stored: 'ro' }, '/home', true)).toEqual({
      store: { locale: 'en', fromPage: false },
    });
    expect(syncSavedLocale({ ...none, cookie: 'en', stored: 'en' }, '/home', true)).toEqual({});
    expect(syncSavedLocale({ ...none, cookie: 'fr', stored: 'xx' }, '/home', true)).toEqual({
      store: { locale: 'ro', fromPage: true },
    });
  });
});
