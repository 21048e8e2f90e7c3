import { describe, expect, it } from 'vitest';
import {
  isValidRegistrationNumber,
  normalizeRegistrationNumber,
} from '@/lib/validation/registration-number';

const now = new Date('2026-12-01T12:00:00Z');
const valid = (value: string) => isValidRegistrationNumber(value, now);

describe('the trade register number (Nr. Reg. Com.)', () => {
  it('accepts the old format: J, F or C, county, order number, year', () => {
    for (const number of [
      'J40/1234/2020',
      'J40/1234/2015',
      'F12/34/2008',
      'C5/7/1999',
      'J52/750/2012',
    ]) {
      expect(valid(number), number).toBe(true);
    }
  });

  it('refuses an old number of no county, no order, or a year outside 1990–2024', () => {
    for (const number of [
      'J00/1234/2020',
      'J45/1234/2020',
      'J40/0/2020',
      'J40/1234/1989',
      'J40/1234/2025',
      'X40/1234/2020',
      'J40/1234/20',
    ]) {
      expect(valid(number), number).toBe(false);
    }
  });

  it('accepts the new 14-character format with its check digit', () => {
    expect(valid('J2012000750528')).toBe(true);
    expect(valid('J2024001234002')).toBe(true);
    expect(valid('J2012000750529')).toBe(false);
    // A year still to come, a county that is none, or a character too many.
    expect(valid('J2027001234005')).toBe(false);
    expect(valid('J2024001234450')).toBe(false);
    expect(valid('J20240012340020')).toBe(false);
  });

  it('reads spaces and lower case', () => {
    expect(normalizeRegistrationNumber(' j40 / 1234 / 2020 ')).toBe('J40/1234/2020');
    expect(valid('j2024 001234 002')).toBe(true);
  });
});
