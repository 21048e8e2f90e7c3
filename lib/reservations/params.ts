import { ApiError } from '@/lib/errors';
import { filterParam } from '@/lib/http/pagination';
import { UUID } from '@/lib/validation/patterns';
import { addDays, daysInRange, parseDay, todayInRomania, type Day } from './days';
import type { ReservationFilter } from './queries';
import {
  AVAILABILITY_HORIZON_DAYS,
  MAX_AVAILABILITY_DAYS,
  RESERVATION_STATUSES,
  type ReservationStatus,
} from './rules';

/** An optional day of the query string: absent is undefined, malformed is 400. */
function dayParam(params: URLSearchParams, name: string): Day | undefined {
  const value = filterParam(params, name);
  if (value === '') return undefined;
  const day = parseDay(value);
  if (!day) throw new ApiError('INVALID_RESERVATION_DATE', name);
  return day;
}

/** The filters of GET /api/reservation: from, to, product, status. */
export function reservationFilter(params: URLSearchParams): ReservationFilter {
  const from = dayParam(params, 'from');
  const to = dayParam(params, 'to');
  if (from && to && to < from) throw new ApiError('RESERVATION_END_BEFORE_START', 'to');
  const product = filterParam(params, 'product');
  if (product && !UUID.test(product)) throw new ApiError('INVALID_UUID', 'product');
  const status = filterParam(params, 'status');
  if (status && !(RESERVATION_STATUSES as readonly string[]).includes(status)) {
    throw new ApiError('INVALID_RESERVATION_STATUS', 'status');
  }
  return {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(product ? { productId: product.toLowerCase() } : {}),
    ...(status ? { status: status as ReservationStatus } : {}),
  };
}

/** from (default today in Romania) and to (default 59 days later), at most 92 days. */
export function availabilityRange(
  params: URLSearchParams,
  now = new Date(),
): { from: Day; to: Day } {
  const from = dayParam(params, 'from') ?? todayInRomania(now);
  const to = dayParam(params, 'to') ?? addDays(from, AVAILABILITY_HORIZON_DAYS - 1);
  if (to < from) throw new ApiError('RESERVATION_END_BEFORE_START', 'to');
  if (daysInRange(from, to) > MAX_AVAILABILITY_DAYS)
    throw new ApiError('AVAILABILITY_RANGE_TOO_LONG', 'to');
  return { from, to };
}
