import { isBlankHtml, sanitizeRichText } from '@/lib/html/sanitize';
import { PRICE_MAX } from '@/lib/products/price';
import { unitsSchema } from '@/lib/products/units';
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
 * A price cell: empty is no price ('Pret la cerere'); otherwise a whole number of lei (prices
 * carry no bani, lib/products/price.ts), from 0 to PRICE_MAX, as spreadsheets write it:
 * '1250', '1 250', '1250 lei'; a Romanian Excel's '1.250', '5.000', '1.250,00' (a dot between
 * groups of three digits, ',00' or ',0' after); an English one's '1250.00'. Anything else is
 * invalid, not guessed: '1.250,50' has bani, '1.25' and '12.50' are not whole lei, '1,250' is
 * 1.25 in Romania and 1,250 in England.
 */
export function readPrice(value: string): number | null | 'invalid' {
  const text = value.replace(/[\s\u00a0]+/g, '').replace(/(lei|ron)$/i, '');
  if (text === '') return null;
  const match = PRICE_FORMS.map((form) => form.exec(text)).find(Boolean);
  if (!match?.[1]) return 'invalid';
  const price = Number(match[1].replace(/\./g, ''));
  return Number.isSafeInteger(price) && price <= PRICE_MAX ? price : 'invalid';
}

const PRICE_FORMS = [
  // 1250, 1250,00, 1250.00
  /^(\d+)(?:[.,]0{1,2})?$/,
  // 1.250, 1.250,00, 1.250.000
  /^(\d{1,3}(?:\.\d{3})+)(?:,0{1,2})?$/,
];

/**
 * A fleet-count cell: a whole number of units from 0 to UNITS_MAX ('3', ' 3 '), or empty,
 * which gives none (a stored machine keeps its count, a new one has 1, the database's default).
 */
export function readUnits(value: string): number | null | 'invalid' {
  const text = value.trim();
  if (text === '') return null;
  if (!/^\d+$/.test(text)) return 'invalid';
  const units = unitsSchema.safeParse(Number(text));
  return units.success ? units.data : 'invalid';
}
