import { describe, expect, it } from 'vitest';
import { ibanSchema, isValidRomanianIban, normalizeIban } from '@/lib/validation/iban';

describe('the Romanian IBAN (mod 97)', () => {
  it('accepts well-formed Romanian IBANs', () => {
    for (const iban of [
      'RO49AAAA1B31007593840000',
      'RO66BACX0000001234567890',
      'RO09BCYP0000001234567890',
    ]) {
      expect(isValidRomanianIban(iban), iban).toBe(true);
    }
  });

  it('refuses wrong check digits, or a changed character', () => {
    expect(isValidRomanianIban('RO48AAAA1B31007593840000')).toBe(false);
    expect(isValidRomanianIban('RO49AAAA1B31007593840001')).toBe(false);
    // Two neighbours swapped: what mod 97 is there to catch.
    expect(isValidRomanianIban('RO49AAAA1B31007593480000')).toBe(false);
  });

  it('refuses a wrong length, shape or country', () => {
    for (const iban of [
      '',
      'RO49AAAA1B3100759384000',
      'RO49AAAA1B310075938400000',
      'RO491AAA1B31007593840000',
      // A valid German IBAN: right checksum, not Romanian.
      'DE89370400440532013000',
      'RO49AAAA1B31-07593840000',
    ]) {
      expect(isValidRomanianIban(iban), iban).toBe(false);
    }
  });

  it('reads spaces and lower case, and stores it normalised', () => {
    expect(normalizeIban(' ro49 aaaa 1b31 0075 9384 0000 ')).toBe('RO49AAAA1B31007593840000');
    expect(isValidRomanianIban('ro49 aaaa 1b31 0075 9384 0000')).toBe(true);
    expect(ibanSchema.parse('ro49 aaaa 1b31 0075 9384 0000')).toBe('RO49AAAA1B31007593840000');
    expect(ibanSchema.parse('')).toBe('');
    expect(ibanSchema.safeParse('RO48AAAA1B31007593840000').error?.issues[0]?.message).toBe(
      'INVALID_IBAN',
    );
  });
});
