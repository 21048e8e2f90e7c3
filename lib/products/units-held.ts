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
 * on any day from today on (issue #35): 409 ERROR_NOT_AVAILABLE, param 'units'.
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
  if ((await unitsHeldFromToday(tx, productId, today)) > units) {
    throw new ApiError('ERROR_NOT_AVAILABLE', 'units');
  }
}

/**
 * The most units a machine's confirmed and out reservations hold on one day from today on
 * (0 when none: the fewest units it may have). The machine's row is locked first, as
 * reservation writes lock it, so no booking slips in before the caller's write (the admin
 * form's save, an import).
 */
export async function unitsHeldFromToday(
  tx: Executor,
  productId: string,
  today = todayInRomania(),
): Promise<number> {
  await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
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
  if (!latest?.last) return 0;
  return mostHeld(tx, productId, today, latest.last, null);
}
