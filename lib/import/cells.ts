import { isBlankHtml, sanitizeRichText } from '@/lib/html/sanitize';
import { PRICE_MAX } from '@/lib/products/price';
import { plainTextToHtml } from './plain-text';

/** A cell's rich text as stored: sanitised HTML, or null when nothing is left (blank). */
export function richText(value: string): string | null {
  if (value.trim() === '') return null;
  const html = sanitizeRichText(looksLikeHtml(value) ? value : plainTextToHtml(value));
  return isBlankHtml(html) ? null : html;
}

function looksLikeHtml(value: string): boolean {
  return /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i.test(value);
}

/**
 * A price cell: empty is no price ('Pret la cerere'); a whole number of lei, as spreadsheets
 * write it ('1250', '1 250', '1250,00', '1250 lei'), from 0 to PRICE_MAX; anything else is
 * invalid. A dot or comma followed by three digits is refused, not guessed: '1.250' is
 * 1,250 lei in Romania and 1.25 in England.
 */
export function readPrice(value: string): number | null | 'invalid' {
  const text = value.replace(/[\s\u00a0]+/g, '').replace(/(lei|ron)$/i, '');
  if (text === '') return null;
  const match = /^(\d+)(?:[.,]0{1,2})?$/.exec(text);
  if (!match) return 'invalid';
  const price = Number(match[1]);
  return Number.isSafeInteger(price) && price <= PRICE_MAX ? price : 'invalid';
}
