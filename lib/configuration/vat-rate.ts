/**
 * The VAT rate of the offers: kept in basis points (hundredths of a percent: 2100 = 21 %),
 * an integer, as lib/pricing/rental-price.ts's offerTotals takes it; typed and shown as a
 * percent with at most two decimals ('21', '9,5', '5,25').
 */
export const DEFAULT_VAT_BASIS_POINTS = 2100;
export const MAX_VAT_BASIS_POINTS = 10_000;

const PERCENT = /^(\d{1,3})(?:[.,](\d{1,2}))?$/;
const BASIS_POINTS = /^\d{1,5}$/;

/** '21', '21,5', '21.50', '21 %' → 2100, 2150, 2150, 2100; anything else (or over 100 %) null. */
export function percentToBasisPoints(text: string): number | null {
  const match = PERCENT.exec(text.trim().replace(/\s*%$/, ''));
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints <= MAX_VAT_BASIS_POINTS ? basisPoints : null;
}

/** 2100 → '21', 2150 → '21,5', 525 → '5,25': Romanian decimals, no trailing zeros. */
export function basisPointsToPercent(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole},${fraction}` : String(whole);
}

/** A stored value ('2100') as basis points, or null when it is not one. */
export function parseBasisPoints(text: string): number | null {
  if (!BASIS_POINTS.test(text)) return null;
  const value = Number(text);
  return value <= MAX_VAT_BASIS_POINTS ? value : null;
}
