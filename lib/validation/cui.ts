import * as z from '@/lib/validation/zod';

/**
 * The Romanian CUI (cod unic de înregistrare, also CIF): 2 to 10 digits, the last one a
 * check digit, written with an 'RO' prefix by VAT payers. The check: the other digits,
 * padded on the left to nine, are multiplied by the key 753217532 and summed; the sum × 10
 * mod 11 is the check digit (10 counts as 0).
 */
const KEY = [7, 5, 3, 2, 1, 7, 5, 3, 2] as const;
const CUI = /^(RO)?(\d{2,10})$/;

/** Upper case, without spaces: ' ro 35123456 ' → 'RO35123456'. The prefix stays if given. */
export function normalizeCui(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Whether value (normalised first) is a CUI whose check digit is right. */
export function isValidCui(value: string): boolean {
  const digits = CUI.exec(normalizeCui(value))?.[2];
  if (!digits) return false;
  const body = digits.slice(0, -1).padStart(KEY.length, '0');
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * KEY[index]!, 0);
  const check = ((sum * 10) % 11) % 10;
  return check === Number(digits.at(-1));
}

/** A CUI field, optional: '' (not given) or a valid CUI, normalised; else INVALID_CUI. */
export const cuiSchema = z
  .string({ error: 'INVALID_CUI' })
  .transform(normalizeCui)
  .refine((value) => value === '' || isValidCui(value), 'INVALID_CUI');
