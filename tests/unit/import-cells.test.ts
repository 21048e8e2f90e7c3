import { describe, expect, it } from 'vitest';
import { readPrice, readUnits } from '@/lib/import/cells';

describe('a price cell (readPrice)', () => {
  it('reads a Romanian Excel’s whole lei: a dot between groups of three digits, and ,00', () => {
    expect(
      ['1.250', '5.000', '1.250,00', '1.250,0', '12.345', '1.250.000', '10.000.000', '0,00'].map(
        readPrice,
      ),
    ).toEqual([1250, 5000, 1250, 1250, 12_345, 1_250_000, 10_000_000, 0]);
  });

  it('reads plain, spaced, English and suffixed forms', () => {
    expect(
      ['0', '1250', '1 250', '1\u00a0250', '1250,00', '1250.00', '1250.0', '900 lei', '900RON'].map(
        readPrice,
      ),
    ).toEqual([0, 1250, 1250, 1250, 1250, 1250, 1250, 900, 900]);
    expect(readPrice('')).toBeNull();
    expect(readPrice('  ')).toBeNull();
  });

  it('refuses bani, ambiguous groups and anything else: prices are whole lei', () => {
    const refused = [
      '1.250,50', // bani
      '1.250,5',
      '12,5',
      '1.25', // 1.25 in England
      '12.50',
      '1,250', // 1.25 in Romania, 1,250 in England
      '1.2500', // a group of four digits
      '12.34.567',
      '.250',
      '1.250.',
      '1.250.00',
      '1..250',
      '-1',
      '-1.250',
      'abc',
      '1e3',
      '10.000.001', // above PRICE_MAX
      '99999999999999999999',
    ];
    expect(refused.map(readPrice)).toEqual(refused.map(() => 'invalid'));
  });
});

describe('a fleet-count cell (readUnits)', () => {
  it('reads a whole number from 0 to 999; empty gives none', () => {
    expect(['0', '1', ' 3 ', '999'].map(readUnits)).toEqual([0, 1, 3, 999]);
    expect(readUnits('')).toBeNull();
    expect(['-1', '1000', '2,5', 'doi', '1e2'].map(readUnits)).toEqual(Array(5).fill('invalid'));
  });
});
