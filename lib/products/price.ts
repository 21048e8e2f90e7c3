import * as z from '@/lib/validation/zod';

/**
 * A machine's rental prices (issue #18): whole lei without VAT, per day and per week, each
 * optional. This file is the one place for the rule (the API and the admin form check it)
 * and for how a price reads on the site, the PDF and the JSON-LD.
 */
export interface Prices {
  priceDay: number | null;
  priceWeek: number | null;
}

/** The highest price accepted: far above any real rate, low enough to catch a stray zero. */
export const PRICE_MAX = 10_000_000;

/** One price on the wire: a whole number of lei from 0 to PRICE_MAX, or null (not set). */
export const priceSchema = z
  .number({ error: 'INVALID_PRICE' })
  .int('INVALID_PRICE')
  .min(0, 'INVALID_PRICE')
  .max(PRICE_MAX, 'INVALID_PRICE')
  .nullable();

export function hasPrice(prices: Prices): boolean {
  return prices.priceDay !== null || prices.priceWeek !== null;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A whole amount in the locale's digits: '1.250' in Romanian, '1,250' in English. Grouping is
 * forced: CLDR's Romanian groups only from five digits (minimumGroupingDigits 2) in some ICU
 * versions, which would print '1250'.
 */
export function formatAmount(amount: number, locale: string): string {
  const tag = locale === 'ro' ? 'ro-RO' : 'en-GB';
  let format = numberFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { maximumFractionDigits: 0, useGrouping: 'always' });
    numberFormats.set(tag, format);
  }
  return format.format(amount);
}

/** The texts of messages' "Price" namespace a price line needs. */
export type PriceKey = 'fromDay' | 'fromWeek' | 'week' | 'onRequest';
type Translate = (key: PriceKey, values?: { amount: string }) => string;

/**
 * What a visitor reads, one line per price: 'de la 1.250 lei/zi + TVA' then
 * '5.000 lei/săptămână + TVA'; a week price alone reads 'de la …'. No price: 'Preț la cerere'.
 */
export function priceLines(prices: Prices, locale: string, t: Translate): string[] {
  const amount = (value: number) => ({ amount: formatAmount(value, locale) });
  const { priceDay: day, priceWeek: week } = prices;
  if (day !== null && week !== null) return [t('fromDay', amount(day)), t('week', amount(week))];
  if (day !== null) return [t('fromDay', amount(day))];
  if (week !== null) return [t('fromWeek', amount(week))];
  return [t('onRequest')];
}
