import { uuidParam } from '@/lib/http/params';
import { parseWith } from '@/lib/http/body';
import { UNITS_MAX } from '@/lib/products/units';
import { daysInRange, parseDay, type Day } from '@/lib/reservations/days';
import { MAX_RESERVATION_DAYS } from '@/lib/reservations/rules';
import * as z from '@/lib/validation/zod';

export interface PriceQuery {
  productId: string;
  units: number;
  start: Day;
  end: Day;
}

/** A day of the query: required, and a real 'YYYY-MM-DD' date (parseDay). */
const day = z
  .string()
  .refine((value) => value !== '', 'REQUIRED_RESERVATION_DATE')
  .refine((value) => value === '' || parseDay(value) !== undefined, 'INVALID_RESERVATION_DATE');

const UNITS = /^\d{1,3}$/;

/**
 * GET /api/price's query: the machine's uuid, its units (default 1, at most UNITS_MAX; the
 * machine's own count is checked against it when read) and the first and last day, both
 * counted, as a reservation takes them: the end not before the start, at most
 * MAX_RESERVATION_DAYS.
 */
const priceQuerySchema = z
  .object({
    product: uuidParam('INVALID_UUID').transform((value) => value.toLowerCase()),
    units: z
      .string()
      .refine(
        (value) => value === '' || (UNITS.test(value) && +value >= 1 && +value <= UNITS_MAX),
        'INVALID_UNITS',
      )
      .transform((value) => (value === '' ? 1 : Number(value))),
    start: day,
    end: day,
  })
  .superRefine((query, ctx) => {
    if (!parseDay(query.start) || !parseDay(query.end)) return;
    if (query.end < query.start) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'RESERVATION_END_BEFORE_START' });
    } else if (daysInRange(query.start, query.end) > MAX_RESERVATION_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'RESERVATION_TOO_LONG' });
    }
  });

/** The query string read by schema: a missing parameter is '' (each has its own code). */
export function priceQuery(params: URLSearchParams): PriceQuery {
  const raw = Object.fromEntries(
    ['product', 'units', 'start', 'end'].map((name) => [name, params.get(name)?.trim() ?? '']),
  );
  const { product, units, start, end } = parseWith(priceQuerySchema, raw);
  return { productId: product, units, start, end };
}
