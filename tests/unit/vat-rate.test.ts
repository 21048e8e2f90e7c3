import { describe, expect, it } from 'vitest';
import {
  basisPointsToPercent,
  parseBasisPoints,
  percentToBasisPoints,
} from '@/lib/configuration/vat-rate';

describe('the VAT rate, typed in % and kept in basis points', () => {
  it('reads up to two decimals, with a comma or a point', () => {
    expect(percentToBasisPoints('21')).toBe(2100);
    expect(percentToBasisPoints('19,5')).toBe(1950);
    expect(percentToBasisPoints('5.25')).toBe(525);
    expect(percentToBasisPoints(' 9 % ')).toBe(900);
    expect(percentToBasisPoints('100')).toBe(10_000);
    expect(percentToBasisPoints('0')).toBe(0);
  });

  it('refuses three decimals, over 100 %, signs and words', () => {
    for (const text of ['21,555', '100,01', '-5', '+5', '', 'TVA', '1e2']) {
      expect(percentToBasisPoints(text), text).toBeNull();
    }
  });

  it('writes basis points back as the admin typed them', () => {
    expect(basisPointsToPercent(2100)).toBe('21');
    expect(basisPointsToPercent(1950)).toBe('19,5');
    expect(basisPointsToPercent(525)).toBe('5,25');
    expect(basisPointsToPercent(0)).toBe('0');
    for (const text of ['21', '19,5', '5,25', '0', '100']) {
      expect(basisPointsToPercent(percentToBasisPoints(text)!)).toBe(text);
    }
  });

  it('reads a stored value only when it is a whole number of basis points up to 100 %', () => {
    expect(parseBasisPoints('2100')).toBe(2100);
    expect(parseBasisPoints('10001')).toBeNull();
    expect(parseBasisPoints('21.5')).toBeNull();
    expect(parseBasisPoints('')).toBeNull();
  });
});
