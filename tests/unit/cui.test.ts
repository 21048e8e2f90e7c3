import { describe, expect, it } from 'vitest';
import { cuiSchema, isValidCui, normalizeCui } from '@/lib/validation/cui';

describe('the CUI check digit (key 753217532)', () => {
  it('accepts real-looking CUIs, with or without RO', () => {
    for (const cui of ['2816464', '14399840', '18547290', '1590082', 'RO35123456', 'RO13548146']) {
      expect(isValidCui(cui), cui).toBe(true);
    }
    // Two digits is the shortest: a one-digit body padded to nine.
    expect(isValidCui('19')).toBe(true);
  });

  it('counts a remainder of 10 as check digit 0', () => {
    // 18547290: the sum is 111, 1110 mod 11 = 10, so the check digit is 0, not 1.
    expect(isValidCui('18547290')).toBe(true);
    expect(isValidCui('18547291')).toBe(false);
    // 14399840 ends in 0 because its remainder is 0 itself.
    expect(isValidCui('14399840')).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    for (const cui of ['2816465', 'RO35123457', '18547291']) {
      expect(isValidCui(cui), cui).toBe(false);
    }
  });

  it('refuses a wrong length, letters, or another prefix', () => {
    for (const cui of [
      '',
      '1',
      '12345678901',
      'RO',
      'RO1',
      'BG35123456',
      '3512345X',
      'R035123456',
    ]) {
      expect(isValidCui(cui), cui).toBe(false);
    }
  });

  it('reads spaces and lower case: normalised, the prefix kept as given', () => {
    expect(normalizeCui(' ro 35 123 456 ')).toBe('RO35123456');
    expect(isValidCui(' ro 35 123 456 ')).toBe(true);
    expect(cuiSchema.parse(' 2816 464')).toBe('2816464');
    expect(cuiSchema.parse('')).toBe('');
    expect(cuiSchema.safeParse('2816465').error?.issues[0]?.message).toBe('INVALID_CUI');
  });
});
