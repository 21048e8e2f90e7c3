import { describe, expect, it } from 'vitest';
import {
  formatLei,
  freeLineAmount,
  mulDivHalfUp,
  offerTotals,
  rentalPrice,
} from '@/lib/pricing/rental-price';

// CAT 320-like prices: 1.250 lei a day, 6.000 lei a week (a week is cheaper than 5 days).
const cheapWeek = { priceDay: 1250, priceWeek: 6000 };
// A week dearer than seven days: the day rule must win at every length.
const dearWeek = { priceDay: 100, priceWeek: 800 };

const lei = (amount: number) => amount * 100;

describe('rentalPrice', () => {
  it.each([
    [1, lei(1250), 'day'],
    [7, lei(6000), 'week'],
    [8, lei(7250), 'week'],
    [13, lei(13_500), 'week'],
    [14, lei(12_000), 'week'],
    [30, lei(4 * 6000 + 2 * 1250), 'week'],
  ])('prices %i days at the cheaper rule', (days, amount, rule) => {
    expect(rentalPrice(cheapWeek, days, 1)).toEqual({ days, amount, rule });
  });

  it('prices 6 days by the day: no whole week yet', () => {
    expect(rentalPrice(cheapWeek, 6, 1)).toEqual({ days: 6, amount: lei(7500), rule: 'day' });
  });

  it('keeps the day rule when seven days cost less than a week', () => {
    expect(rentalPrice(dearWeek, 7, 1)).toEqual({ days: 7, amount: lei(700), rule: 'day' });
    expect(rentalPrice(dearWeek, 15, 1)).toEqual({ days: 15, amount: lei(1500), rule: 'day' });
  });

  it('multiplies by the units', () => {
    expect(rentalPrice(cheapWeek, 10, 3)).toEqual({
      days: 10,
      amount: lei(3 * (6000 + 3 * 1250)),
      rule: 'week',
    });
  });

  it('counts every started week when only a week price is set', () => {
    expect(rentalPrice({ priceDay: null, priceWeek: 5000 }, 1, 1)?.amount).toBe(lei(5000));
    expect(rentalPrice({ priceDay: null, priceWeek: 5000 }, 8, 2)?.amount).toBe(lei(20_000));
  });

  it('has no rule for a machine without a price, nor for impossible lengths', () => {
    expect(rentalPrice({ priceDay: null, priceWeek: null }, 5, 1)).toBeUndefined();
    expect(rentalPrice(cheapWeek, 0, 1)).toBeUndefined();
    expect(rentalPrice(cheapWeek, 3, 0)).toBeUndefined();
    expect(rentalPrice(cheapWeek, 2.5, 1)).toBeUndefined();
  });
});

describe('rounding, discount and VAT', () => {
  it('rounds half-up to the ban, negative values away from zero', () => {
    expect(mulDivHalfUp(5, 1, 10)).toBe(1); // 0,5 → 1
    expect(mulDivHalfUp(4, 1, 10)).toBe(0);
    expect(mulDivHalfUp(15, 1, 10)).toBe(2);
    expect(mulDivHalfUp(-15, 1, 10)).toBe(-2);
    // Past 2^53 in the product, exact.
    expect(mulDivHalfUp(9_000_000_000_000, 2100, 10_000)).toBe(1_890_000_000_000);
  });

  it('prices a free line with a fractional quantity, rounded half-up', () => {
    expect(freeLineAmount(250, 33_333)).toBe(83_333); // 2,5 × 333,33 = 833,325 → 833,33
    expect(freeLineAmount(150, 1)).toBe(2); // 1,5 bani → 2
    expect(freeLineAmount(100, 50_000)).toBe(50_000);
  });

  it('takes VAT on the total after the discount', () => {
    // CAT 320 over 10 days: 6.000 + 3 × 1.250 = 9.750 lei, 21 % VAT.
    const line = rentalPrice(cheapWeek, 10, 1)!.amount;
    expect(offerTotals([line], 0, 2100)).toEqual({
      subtotal: lei(9750),
      discount: 0,
      vat: lei(2047.5),
      total: lei(11_797.5),
    });
    // 10 % off 9.750 = 975; VAT on 8.775 = 1.842,75.
    expect(offerTotals([line], 1000, 2100)).toEqual({
      subtotal: lei(9750),
      discount: lei(975),
      vat: 184_275,
      total: 877_500 + 184_275,
    });
  });

  it('rounds the discount and the VAT each to the ban', () => {
    // 333 bani, 12,5 % off = 41,625 → 42; VAT 21 % of 291 = 61,11 → 61.
    expect(offerTotals([333], 1250, 2100)).toEqual({
      subtotal: 333,
      discount: 42,
      vat: 61,
      total: 352,
    });
  });
});

describe('formatLei', () => {
  it('writes lei with two decimals in each language', () => {
    expect(formatLei(1_234_567, 'ro')).toBe('12.345,67 lei');
    expect(formatLei(1_234_567, 'en')).toBe('12,345.67 lei');
    expect(formatLei(100_000, 'ro')).toBe('1.000,00 lei');
    expect(formatLei(5, 'ro')).toBe('0,05 lei');
  });
});
