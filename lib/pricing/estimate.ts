import 'server-only';
import { ApiError } from '@/lib/errors';
import { findProductById } from '@/lib/products/queries';
import { daysInRange } from '@/lib/reservations/days';
import type { PriceQuery } from './query';
import { rentalPrice, type PriceEstimate } from './rental-price';

/**
 * The estimate the offer form shows: the shared rule (rentalPrice) over the machine's public
 * prices, without VAT. A machine not found, or in the trash, is 404 ERROR_GET_PRODUCT; more
 * units than it has is INVALID_UNITS (a machine of 0 units, none to rent now, is priced for 1).
 */
export async function estimateRentalPrice(query: PriceQuery): Promise<PriceEstimate> {
  const machine = await findProductById(query.productId);
  if (!machine) throw new ApiError('ERROR_GET_PRODUCT', 'product');
  if (query.units > Math.max(machine.units, 1)) throw new ApiError('INVALID_UNITS', 'units');
  const days = daysInRange(query.start, query.end);
  return rentalPrice(machine, days, query.units) ?? { days, amount: null, rule: null };
}
