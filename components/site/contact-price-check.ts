import type { PriceEstimate } from '@/lib/pricing/rental-price';
import { parseDay } from '@/lib/reservations/days';

/** The chosen period when both ends are real dates, the end not before the start; else null. */
export function pricedPeriod(from: string, to: string): { start: string; end: string } | null {
  const start = parseDay(from);
  const end = parseDay(to);
  return start && end && end >= start ? { start, end } : null;
}

/** Asks GET /api/price for one unit of the machine; throws on any answer but 200. */
export async function priceEstimate(
  productUuid: string,
  period: { start: string; end: string },
  signal: AbortSignal,
): Promise<PriceEstimate> {
  const query = new URLSearchParams({ product: productUuid, ...period });
  const response = await fetch(`/api/price?${query}`, {
    signal,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`price ${response.status}`);
  return (await response.json()) as PriceEstimate;
}
