import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import en from '@/messages/en.json';
import ro from '@/messages/ro.json';
import { priceLines, type Prices } from './price';

const MESSAGES = { ro, en } as const;

/**
 * The price lines of a machine in a language ('de la 1.250 lei/zi + TVA' or 'Preț la cerere'),
 * for the pages, the cards and the PDF datasheet alike.
 */
export function priceTextsFor(locale: Locale): (prices: Prices) => string[] {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'Price' });
  return (prices) => priceLines(prices, locale, (key, values) => t(key, values));
}
