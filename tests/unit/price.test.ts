import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  priceLines,
  priceSchema,
  PRICE_MAX,
  type Prices,
} from '@/lib/products/price';
import { rentalOfferJsonLd } from '@/lib/seo/json-ld';
import en from '@/messages/en.json';
import ro from '@/messages/ro.json';

/** The "Price" texts of a language, filled in as next-intl does for a plain {amount}. */
function translate(messages: typeof ro) {
  return (key: keyof typeof ro.Price, values?: { amount: string }) =>
    messages.Price[key].replace('{amount}', values?.amount ?? '');
}

const lines = (prices: Prices, locale: 'ro' | 'en') =>
  priceLines(prices, locale, translate(locale === 'ro' ? ro : en));

describe('formatAmount', () => {
  it('groups thousands with a dot in Romanian, four digits included', () => {
    expect(formatAmount(1250, 'ro')).toBe('1.250');
    expect(formatAmount(1000, 'ro')).toBe('1.000');
    expect(formatAmount(999, 'ro')).toBe('999');
    expect(formatAmount(0, 'ro')).toBe('0');
    expect(formatAmount(1_000_000, 'ro')).toBe('1.000.000');
  });

  it('groups with a comma in English', () => {
    expect(formatAmount(1250, 'en')).toBe('1,250');
    expect(formatAmount(1_000_000, 'en')).toBe('1,000,000');
  });
});

describe('priceLines', () => {
  it('reads the day price, then the week price', () => {
    expect(lines({ priceDay: 1250, priceWeek: 5000 }, 'ro')).toEqual([
      'de la 1.250 lei/zi + TVA',
      '5.000 lei/săptămână + TVA',
    ]);
    expect(lines({ priceDay: 1250, priceWeek: 5000 }, 'en')).toEqual([
      'from 1,250 lei/day + VAT',
      '5,000 lei/week + VAT',
    ]);
  });

  it('starts from the week price when there is no day price', () => {
    expect(lines({ priceDay: null, priceWeek: 1_000_000 }, 'ro')).toEqual([
      'de la 1.000.000 lei/săptămână + TVA',
    ]);
    expect(lines({ priceDay: 999, priceWeek: null }, 'ro')).toEqual(['de la 999 lei/zi + TVA']);
  });

  it('says the price is on request when there is none', () => {
    expect(lines({ priceDay: null, priceWeek: null }, 'ro')).toEqual(['Preț la cerere']);
    expect(lines({ priceDay: null, priceWeek: null }, 'en')).toEqual(['Price on request']);
  });
});

describe('priceSchema', () => {
  it('takes whole lei from 0 to the maximum, and null', () => {
    for (const value of [0, 1250, PRICE_MAX, null]) {
      expect(priceSchema.safeParse(value).success, String(value)).toBe(true);
    }
  });

  it('refuses fractions, negatives, huge numbers and text with INVALID_PRICE', () => {
    for (const value of [12.5, -1, PRICE_MAX + 1, '1250', Number.NaN, true, {}]) {
      const result = priceSchema.safeParse(value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('INVALID_PRICE');
    }
  });
});

describe('rentalOfferJsonLd', () => {
  it('gives a RON offer with a unit price per day and per week', () => {
    const offer = rentalOfferJsonLd({ priceDay: 1250, priceWeek: 5000 }, 'https://x.ro/p');
    expect(offer).toMatchObject({
      '@type': 'Offer',
      price: 1250,
      priceCurrency: 'RON',
      priceSpecification: [
        { '@type': 'UnitPriceSpecification', price: 1250, unitCode: 'DAY' },
        { '@type': 'UnitPriceSpecification', price: 5000, unitCode: 'WEE' },
      ],
    });
  });

  it('is no offer without a price', () => {
    expect(rentalOfferJsonLd({ priceDay: null, priceWeek: null }, 'https://x.ro/p')).toBeNull();
  });
});
