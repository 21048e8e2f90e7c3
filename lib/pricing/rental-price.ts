import type { Prices } from '@/lib/products/price';

/**
 * The one price rule of a rental (issue #44), shared by the offers the admin builds and the
 * estimate a visitor sees on the offer form. Money is counted in bani (1 leu = 100 bani), as
 * integers, so a total never drifts by a floating-point fraction.
 */
export type Bani = number;

export const BANI_PER_LEU = 100;

/** How a machine line was priced: every day at the day price, or whole weeks first. */
export type PriceRule = 'day' | 'week';

export interface RentalPrice {
  days: number;
  /** The amount for all units over all days, in bani, without VAT. */
  amount: Bani;
  rule: PriceRule;
}

/** GET /api/price's answer: a rental price, or amount and rule null when the machine has none. */
export type PriceEstimate = RentalPrice | { days: number; amount: null; rule: null };

/**
 * A machine over `days` days (both ends counted) and `units` units: the cheaper of
 * `days × day price` and `⌊days/7⌋ × week price + (days mod 7) × day price`, times units.
 * With a week price alone, every started week counts as a week; with no price at all there is
 * no rule (undefined) and the admin types a unit price by hand. Prices are whole lei.
 */
export function rentalPrice(prices: Prices, days: number, units: number): RentalPrice | undefined {
  if (!Number.isInteger(days) || days < 1 || !Number.isInteger(units) || units < 1) {
    return undefined;
  }
  const { priceDay: day, priceWeek: week } = prices;
  const weeks = Math.floor(days / 7);
  const rest = days % 7;
  const candidates: { lei: number; rule: PriceRule }[] = [];
  if (day !== null) candidates.push({ lei: days * day, rule: 'day' });
  if (week !== null && day !== null && weeks > 0) {
    candidates.push({ lei: weeks * week + rest * day, rule: 'week' });
  }
  if (week !== null && day === null)
    candidates.push({ lei: Math.ceil(days / 7) * week, rule: 'week' });
  if (candidates.length === 0) return undefined;
  // On a tie the day rule wins: it is the simpler one to read on the offer.
  const best = candidates.reduce((a, b) => (b.lei < a.lei ? b : a));
  return { days, amount: best.lei * units * BANI_PER_LEU, rule: best.rule };
}

/**
 * `value × numerator / denominator`, rounded half-up, in exact integer arithmetic (BigInt:
 * an amount in bani times a rate in hundredths of a percent can pass 2^53).
 */
export function mulDivHalfUp(value: number, numerator: number, denominator: number): number {
  if (![value, numerator, denominator].every(Number.isSafeInteger) || denominator <= 0) {
    throw new RangeError('mulDivHalfUp takes safe integers and a positive denominator');
  }
  const product = BigInt(value) * BigInt(numerator);
  const d = BigInt(denominator);
  const sign = product < 0n ? -1n : 1n;
  const magnitude = product * sign;
  return Number(sign * ((magnitude * 2n + d) / (2n * d)));
}

/** A free line (transport, an operator's hours): quantity in hundredths × unit price in bani. */
export function freeLineAmount(quantityHundredths: number, unitPrice: Bani): Bani {
  return mulDivHalfUp(quantityHundredths, unitPrice, 100);
}

export interface OfferTotals {
  subtotal: Bani;
  discount: Bani;
  vat: Bani;
  total: Bani;
}

/**
 * The totals of an offer: the lines' sum, a discount in hundredths of a percent (1050 =
 * 10,50 %), then VAT (2100 = 21 %) on what is left after the discount. Each step rounded
 * half-up to the ban.
 */
export function offerTotals(
  lineAmounts: readonly Bani[],
  discountBasisPoints: number,
  vatBasisPoints: number,
): OfferTotals {
  const subtotal = lineAmounts.reduce((sum, amount) => sum + amount, 0);
  const discount = mulDivHalfUp(subtotal, discountBasisPoints, 10_000);
  const vat = mulDivHalfUp(subtotal - discount, vatBasisPoints, 10_000);
  return { subtotal, discount, vat, total: subtotal - discount + vat };
}

const leiFormats = new Map<string, Intl.NumberFormat>();

/** An amount in bani as lei with two decimals: '12.345,67 lei' in Romanian, '12,345.67 lei'. */
export function formatLei(amount: Bani, locale: string): string {
  const tag = locale === 'ro' ? 'ro-RO' : 'en-GB';
  let format = leiFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: 'always',
    });
    leiFormats.set(tag, format);
  }
  return `${format.format(amount / BANI_PER_LEU)} lei`;
}
