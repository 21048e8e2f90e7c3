import * as z from '@/lib/validation/zod';

/**
 * The trade register number ('Nr. Reg. Com.', ONRC): J (companies), F (sole traders) or C
 * (cooperatives), then either the old 'J40/1234/2020' (county, order number, year; issued
 * until 2024) or, since 26 July 2024, 13 digits: year, 6-digit order number, county (00 for
 * numbers given since then) and a check digit, the sum of the other digits and of the
 * letter's code mod 10, mod 10 ('J2012000750528').
 */
const OLD = /^[JFC](\d{1,2})\/(\d{1,6})\/(\d{4})$/;
const NEW = /^[JFC](\d{4})\d{6}(\d{2})\d$/;
const COUNTIES = new Set([...Array.from({ length: 41 }, (_, index) => index), 51, 52]);
const FIRST_YEAR = 1990;
const LAST_OLD_YEAR = 2024;

/** Upper case, without spaces: 'j40 / 1234 / 2020' → 'J40/1234/2020'. */
export function normalizeRegistrationNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

function newCheckDigit(number: string): number {
  const letter = number.charCodeAt(0) % 10;
  const digits = [...number.slice(1, -1)].reduce((sum, digit) => sum + Number(digit), 0);
  return (letter + digits) % 10;
}

/** Whether value (normalised first) is a trade register number of either format. */
export function isValidRegistrationNumber(value: string, now = new Date()): boolean {
  const number = normalizeRegistrationNumber(value);
  const old = OLD.exec(number);
  if (old) {
    const [county, order, year] = [Number(old[1]), Number(old[2]), Number(old[3])];
    return (
      county > 0 && COUNTIES.has(county) && order > 0 && year >= FIRST_YEAR && year <= LAST_OLD_YEAR
    );
  }
  const current = NEW.exec(number);
  if (!current) return false;
  const [year, county] = [Number(current[1]), Number(current[2])];
  return (
    year >= FIRST_YEAR &&
    year <= now.getUTCFullYear() &&
    COUNTIES.has(county) &&
    newCheckDigit(number) === Number(number.at(-1))
  );
}

/** A registration number field, optional: '' or a valid number, normalised. */
export const registrationNumberSchema = z
  .string({ error: 'INVALID_REGISTRATION_NUMBER' })
  .transform(normalizeRegistrationNumber)
  .refine(
    (value) => value === '' || isValidRegistrationNumber(value),
    'INVALID_REGISTRATION_NUMBER',
  );
