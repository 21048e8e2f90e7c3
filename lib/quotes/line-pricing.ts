import 'server-only';
import { and, inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { products } from '@/db/schema';
import { ApiError, type ErrorEntry } from '@/lib/errors';
import {
  freeLineAmount,
  offerTotals,
  rentalPrice,
  type Bani,
  type OfferTotals,
} from '@/lib/pricing/rental-price';
import { daysInRange, type Day } from '@/lib/reservations/days';
import { liveProduct } from '@/lib/trash/live';
import type { QuoteLineInput } from './schema';

/** A line as stored: what was asked, and the amount the server found for it. */
export interface PricedLine {
  kind: 'machine' | 'free';
  productId: string | null;
  /** The machine's model when saved, or the free line's text. */
  label: string;
  units: number | null;
  startDay: Day | null;
  endDay: Day | null;
  days: number | null;
  /** A free line's quantity in hundredths. */
  quantity: number | null;
  /** Bani: a free line's unit price, or a machine line's typed day price of one unit. */
  unitPrice: Bani | null;
  rule: 'day' | 'week' | 'manual' | null;
  amount: Bani;
}

/** The largest subtotal an offer may reach (10 billion lei): its arithmetic stays exact. */
export const MAX_SUBTOTAL_BANI = 1_000_000_000_000;

/**
 * Prices every line with the one rule of lib/pricing/rental-price.ts (issue #44). A machine
 * line costs the cheaper of its day and week rule (rentalPrice), or, with a unit price typed
 * in, that price × days × units (freeLineAmount of days × units as a quantity); a machine
 * without prices and without a typed price is 400 QUOTE_PRICE_REQUIRED on that line. Every
 * machine must exist and not be in the trash (ERROR_GET_PRODUCT on its line). All the lines'
 * problems come in one answer, and nothing is stored.
 */
export async function priceLines(db: Executor, lines: readonly QuoteLineInput[]) {
  const ids = [
    ...new Set(lines.flatMap((line) => (line.kind === 'machine' ? [line.productId] : []))),
  ];
  const machines = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({
              id: products.id,
              model: products.model,
              priceDay: products.priceDay,
              priceWeek: products.priceWeek,
            })
            .from(products)
            .where(and(inArray(products.id, ids), liveProduct))
        ).map((row) => [row.id, row]),
  );
  const errors: ErrorEntry[] = [];
  const priced: PricedLine[] = [];
  lines.forEach((line, index) => {
    if (line.kind === 'free') {
      priced.push({
        kind: 'free',
        productId: null,
        label: line.label,
        units: null,
        startDay: null,
        endDay: null,
        days: null,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        rule: null,
        amount: freeLineAmount(line.quantity, line.unitPrice),
      });
      return;
    }
    const machine = machines.get(line.productId);
    if (!machine) {
      errors.push({ msg: 'ERROR_GET_PRODUCT', param: `lines.${index}.product_uuid` });
      return;
    }
    const days = daysInRange(line.start, line.end);
    const byRule = line.unitPrice === null ? rentalPrice(machine, days, line.units) : undefined;
    if (line.unitPrice === null && !byRule) {
      errors.push({ msg: 'QUOTE_PRICE_REQUIRED', param: `lines.${index}.unit_price` });
      return;
    }
    priced.push({
      kind: 'machine',
      productId: line.productId,
      label: machine.model,
      units: line.units,
      startDay: line.start,
      endDay: line.end,
      days,
      quantity: null,
      unitPrice: line.unitPrice,
      rule: byRule ? byRule.rule : 'manual',
      amount: byRule ? byRule.amount : freeLineAmount(days * line.units * 100, line.unitPrice!),
    });
  });
  if (errors.length > 0) throw ApiError.many(errors);
  return priced;
}

/** The offer's totals from its priced lines; past MAX_SUBTOTAL_BANI is QUOTE_TOTAL_TOO_LARGE. */
export function quoteTotals(
  lines: readonly PricedLine[],
  discountBasisPoints: number,
  vatBasisPoints: number,
): OfferTotals {
  const amounts = lines.map((line) => line.amount);
  if (amounts.reduce((sum, amount) => sum + amount, 0) > MAX_SUBTOTAL_BANI) {
    throw new ApiError('QUOTE_TOTAL_TOO_LARGE', 'lines');
  }
  return offerTotals(amounts, discountBasisPoints, vatBasisPoints);
}
