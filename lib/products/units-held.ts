import 'server-only';
import { and, eq, gte, inArray, max } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { products, reservations } from '@/db/schema';
import { ApiError } from '@/lib/errors';
import { mostHeld } from '@/lib/reservations/capacity';
import { todayInRomania } from '@/lib/reservations/days';
import { HOLDING_STATUSES } from '@/lib/reservations/rules';

/**
 * Refuses to lower a machine's fleet count below what its confirmed and out reservations hold
 * on any day from today on (issue #35): 409 ERROR_NOT_AVAILABLE, param 'units'. The machine's
 * row is locked first, as reservation writes lock it, so no booking slips in between.
 */
export async function assertUnitsCoverBookings(
  tx: Executor,
  productId: string,
  units: number,
  today = todayInRomania(),
): Promise<void> {
  const [machine] = await tx
    .select({ units: products.units })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!machine || units >= machine.units) return;
  const [latest] = await tx
    .select({ last: max(reservations.endDay) })
    .from(reservations)
    .where(
      and(
        eq(reservations.productId, productId),
        inArray(reservations.status, [...HOLDING_STATUSES]),
        gte(reservations.endDay, today),
      ),
    );
  if (!latest?.last) return;
  if ((await mostHeld(tx, productId, today, latest.last, null)) > units) {
    throw new ApiError('ERROR_NOT_AVAILABLE', 'units');
  }
}
