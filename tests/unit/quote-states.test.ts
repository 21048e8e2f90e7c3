import { describe, expect, it } from 'vitest';
import { displayQuoteNumber, formatQuoteNumber } from '@/lib/quotes/numbering';
import { quoteSchema } from '@/lib/quotes/schema';
import { canWithdraw, effectiveStatus, editsInPlace, makesRevision } from '@/lib/quotes/states';

describe("an offer's number (issue #44)", () => {
  it('is series-year-four digits, with the revision after a slash from the second', () => {
    expect(formatQuoteNumber('OF', 2026, 1)).toBe('OF-2026-0001');
    expect(formatQuoteNumber('OF', 2027, 123)).toBe('OF-2027-0123');
    expect(formatQuoteNumber('OF', 2026, 12_345)).toBe('OF-2026-12345');
    expect(displayQuoteNumber('OF-2026-0001', 1)).toBe('OF-2026-0001');
    expect(displayQuoteNumber('OF-2026-0001', 2)).toBe('OF-2026-0001/2');
    expect(displayQuoteNumber(null, 1)).toBeNull();
  });
});

describe("an offer's state", () => {
  it('reads a sent offer as expired from the day after its validity date', () => {
    expect(effectiveStatus('sent', '2026-12-14', '2026-12-14')).toBe('sent');
    expect(effectiveStatus('sent', '2026-12-14', '2026-12-15')).toBe('expired');
    expect(effectiveStatus('accepted', '2026-12-14', '2026-12-15')).toBe('accepted');
    expect(effectiveStatus('draft', '2026-12-14', '2026-12-15')).toBe('draft');
  });

  it('edits a draft in place, revises a sent or declined one, closes the others', () => {
    expect(editsInPlace('draft')).toBe(true);
    expect(['sent', 'declined'].map((s) => makesRevision(s as 'sent'))).toEqual([true, true]);
    expect(['accepted', 'withdrawn', 'draft'].map((s) => makesRevision(s as 'sent'))).toEqual([
      false,
      false,
      false,
    ]);
    expect(
      ['draft', 'sent', 'accepted', 'declined', 'withdrawn'].map((s) => canWithdraw(s as 'sent')),
    ).toEqual([true, true, false, false, false]);
  });
});

describe('the shared schema of the offer form', () => {
  it('keeps a quantity and the discount in hundredths, exactly', () => {
    const parsed = quoteSchema.parse({
      customer: { name: 'Ion' },
      lines: [{ label: 'Transport', quantity: 0.29, unit_price: 100 }],
      discount_percent: 4.35,
    });
    // 0.29 × 100 and 4.35 × 100 are not whole in floating point: they still give 29 and 435.
    expect(parsed.lines[0]).toMatchObject({ kind: 'free', quantity: 29 });
    expect(parsed.discountBasisPoints).toBe(435);
  });
});
