import * as z from '@/lib/validation/zod';

/**
 * A Romanian IBAN (ISO 13616): 'RO', two check digits, a 4-letter bank code and 16 letters
 * or digits, 24 characters in all. The check: the first four characters moved to the end,
 * each letter read as a number (A = 10 … Z = 35), the whole number mod 97 is 1.
 */
const ROMANIAN_IBAN = /^RO\d{2}[A-Z]{4}[A-Z0-9]{16}$/;

/** Upper case, without spaces: 'ro49 aaaa 1b31 …' → 'RO49AAAA1B31…'. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** ISO 7064 mod 97-10 over the rearranged IBAN, a few digits at a time (no BigInt needed). */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36);
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

/** Whether value (normalised first) is a Romanian IBAN whose check digits are right. */
export function isValidRomanianIban(value: string): boolean {
  const iban = normalizeIban(value);
  return ROMANIAN_IBAN.test(iban) && mod97(iban) === 1;
}

/** An IBAN field, optional: '' (not given) or a valid Romanian IBAN, normalised; else INVALID_IBAN. */
export const ibanSchema = z
  .string({ error: 'INVALID_IBAN' })
  .transform(normalizeIban)
  .refine((value) => value === '' || isValidRomanianIban(value), 'INVALID_IBAN');
