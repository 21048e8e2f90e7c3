/**
 * What the editor shows of each line between two saves (issue #44): its amount and whether
 * its machine is free, by the same functions the server prices with (lib/pricing), from the
 * server's last answer for the lines unchanged since, and from GET /api/price and
 * GET /api/availability for the others. The server stays the authority: every save replaces
 * these with its own figures. No 'use client': plain functions, tested as they are.
 */
import {
  freeLineAmount,
  offerTotals,
  type Bani,
  type OfferTotals,
} from '@/lib/pricing/rental-price';
import { daysInRange, parseDay } from '@/lib/reservations/days';
import { MAX_RESERVATION_DAYS } from '@/lib/reservations/rules';
import type { QuoteWire } from '@/lib/quotes/wire';
import { leiToBani, parseDecimal, type QuoteLineValues } from './quote-values';

/** A machine line's price by the machine's own prices: the rule, or null when it has none. */
export type MachinePrice = { amount: Bani; rule: 'day' | 'week' } | null;

/** What the editor knows of the machines' prices and free days, by machineKey. */
export interface LineFacts {
  prices: Record<string, MachinePrice>;
  /** The line's days on which the machine has not the units free ([] : free on all). */
  taken: Record<string, string[]>;
}

/** A machine line's machine, units and days, when all are filled in and make a period. */
export function machineKey(line: QuoteLineValues): string | null {
  if (line.kind !== 'machine' || !line.product_uuid) return null;
  const units = line.units;
  if (!units || !Number.isInteger(units) || units < 1) return null;
  const start = parseDay(line.start);
  const end = parseDay(line.end);
  if (!start || !end || end < start || daysInRange(start, end) > MAX_RESERVATION_DAYS) {
    return null;
  }
  return `${line.product_uuid}|${units}|${start}|${end}`;
}

export function keyParts(key: string) {
  const [product, units, start, end] = key.split('|') as [string, string, string, string];
  return { product, units: Number(units), start, end };
}

/** A whole number of bani typed in lei, or undefined when the text is not one. */
function typedBani(text: string): Bani | undefined {
  const bani = leiToBani(text);
  return Number.isInteger(bani) && bani >= 0 ? bani : undefined;
}

/**
 * A line's amount: a number of bani; null for a machine without prices and no typed price
 * (the server will ask for one); undefined while it cannot be known yet (a field not filled
 * in, or the machine's price not read).
 */
export function lineAmount(line: QuoteLineValues, facts: LineFacts): Bani | null | undefined {
  if (line.kind === 'free') {
    const quantity = parseDecimal(line.quantity);
    const hundredths = Math.round(quantity * 100);
    const price = typedBani(line.unit_price);
    if (!(quantity > 0) || Math.abs(quantity * 100 - hundredths) > 1e-6 || price === undefined) {
      return undefined;
    }
    return freeLineAmount(hundredths, price);
  }
  const key = machineKey(line);
  if (!key) return undefined;
  if (line.unit_price.trim() !== '') {
    const price = typedBani(line.unit_price);
    const { units, start, end } = keyParts(key);
    return price === undefined
      ? undefined
      : freeLineAmount(daysInRange(start, end) * units * 100, price);
  }
  const known = facts.prices[key];
  return known === undefined ? undefined : (known?.amount ?? null);
}

/** The totals of the lines as they stand, or null while a line's amount is not known. */
export function liveTotals(
  amounts: readonly (Bani | null | undefined)[],
  discountText: string,
  vatPercent: number,
): OfferTotals | null {
  if (amounts.some((amount) => typeof amount !== 'number')) return null;
  const discount = discountText.trim() === '' ? 0 : parseDecimal(discountText);
  if (!(discount >= 0 && discount <= 100)) return null;
  return offerTotals(amounts as Bani[], Math.round(discount * 100), Math.round(vatPercent * 100));
}

/**
 * What the server's answer says of its machine lines, as facts: each line's price by the
 * machine's own rule (not a typed one) and its taken days.
 */
export function factsOfAnswer(quote: Pick<QuoteWire, 'lines'>): LineFacts {
  const facts: LineFacts = { prices: {}, taken: {} };
  for (const line of quote.lines) {
    if (line.kind !== 'machine' || !line.product_uuid) continue;
    const key = `${line.product_uuid}|${line.units}|${line.start}|${line.end}`;
    if (line.rule === 'day' || line.rule === 'week') {
      facts.prices[key] = { amount: line.amount, rule: line.rule };
    }
    if (line.availability) facts.taken[key] = line.availability.taken_days;
  }
  return facts;
}
