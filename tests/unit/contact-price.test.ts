import { describe, expect, it } from 'vitest';
import { pricedPeriod } from '@/components/site/contact-price-check';

describe("the offer form's estimate period", () => {
  it('asks only for two real dates, the end not before the start', () => {
    expect(pricedPeriod('2026-12-01', '2026-12-10')).toEqual({
      start: '2026-12-01',
      end: '2026-12-10',
    });
    expect(pricedPeriod('2026-12-01', '2026-12-01')).toEqual({
      start: '2026-12-01',
      end: '2026-12-01',
    });
    for (const [from, to] of [
      ['2026-12-01', ''],
      ['', '2026-12-01'],
      ['2026-12-10', '2026-12-01'],
      ['2026-02-30', '2026-03-02'],
    ]) {
      expect(pricedPeriod(from!, to!), `${from} ${to}`).toBeNull();
    }
  });
});
