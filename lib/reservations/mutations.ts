import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type Executor } from '@/db/client';
import { contactRequests, products, reservations } from '@/db/schema';
import { changedFields } from '@/lib/audit/diff';
import { recordAudit } from '@/lib/audit/record';
import { expireTags } from '@/lib/cache';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { ApiError } from '@/lib/errors';
import { liveProduct } from '@/lib/trash/live';
import { mostHeld } from './capacity';
import { RESERVATION_COLUMNS } from './columns';
import { canMove, holdsUnits, START_STATUSES, type ReservationStatus } from './rules';
import type { ReservationInput } from './schema';

/**
 * Writes a reservation so that no machine is promised twice (issue #35). The machine's row is
 * locked first (SELECT … FOR UPDATE: writers of the same machine queue on PostgreSQL; PGlite
 * runs one transaction at a time anyway), then the units already held on each day are
 * counted; if the new reservation holds units and any day would go over the machine's
 * `units`, nothing is written: 409 ERROR_NOT_AVAILABLE.
 */
export async function createReservation(input: ReservationInput): Promise<string> {
  if (!(START_STATUSES as readonly string[]).includes(input.status)) {
    throw new ApiError('INVALID_STATUS_CHANGE', 'status');
  }
  const id = await getDb().transaction((tx) => insertReservation(tx, input));
  expireTags(CACHE_TAGS.availability);
  return id;
}

/**
 * Writes a reservation inside the caller's transaction, with the same checks and audit entry
 * as createReservation (an accepted offer books all its machines in one, lib/quotes/). The
 * caller expires CACHE_TAGS.availability once its transaction has committed.
 */
export async function insertReservation(tx: Executor, input: ReservationInput): Promise<string> {
  await checkCapacity(tx, input, null);
  await checkRequest(tx, input.request_uuid);
  const [row] = await tx
    .insert(reservations)
    .values(columns(input))
    .returning({ id: reservations.id });
  if (!row) throw new ApiError('INTERNAL_ERROR');
  await recordAudit(tx, {
    action: 'create',
    type: 'reservation',
    id: row.id,
    label: label(input),
  });
  return row.id;
}

/**
 * Locks a machine's row (SELECT … FOR UPDATE) for the rest of the transaction, so writers that
 * count its held units queue one behind the other; its fleet count, or undefined when there
 * is no such machine or it is in the trash.
 */
export async function lockLiveMachine(
  tx: Executor,
  productId: string,
): Promise<{ units: number } | undefined> {
  const [machine] = await tx
    .select({ units: products.units })
    .from(products)
    .where(and(eq(products.id, productId), liveProduct))
    .for('update');
  return machine;
}

/** Rewrites a reservation; its state may only move as NEXT_STATUSES allows. */
export async function updateReservation(id: string, input: ReservationInput): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [current] = await tx
      .select(RESERVATION_COLUMNS)
      .from(reservations)
      .where(eq(reservations.id, id))
      .for('update');
    if (!current) throw new ApiError('ERROR_GET_RESERVATION', 'uuid');
    if (!canMove(current.status, input.status))
      throw new ApiError('INVALID_STATUS_CHANGE', 'status');
    await checkCapacity(tx, input, id);
    await checkRequest(tx, input.request_uuid);
    const after = columns(input);
    await tx
      .update(reservations)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(reservations.id, id));
    await recordAudit(tx, {
      action: 'update',
      type: 'reservation',
      id,
      label: label(input),
      changes: changedFields(current, after, AUDIT_FIELDS),
    });
  });
  expireTags(CACHE_TAGS.availability);
}

export async function deleteReservation(id: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [deleted] = await tx
      .delete(reservations)
      .where(eq(reservations.id, id))
      .returning({ name: reservations.customerName, start: reservations.startDay });
    if (!deleted) throw new ApiError('ERROR_GET_RESERVATION', 'uuid');
    const text = `${deleted.name}, ${deleted.start}`;
    await recordAudit(tx, { action: 'delete', type: 'reservation', id, label: text });
  });
  expireTags(CACHE_TAGS.availability);
}

/** What the audit log compares on an update, by the API's field names (issue #33). */
const AUDIT_FIELDS = {
  product_uuid: 'productId',
  units: 'units',
  start: 'startDay',
  end: 'endDay',
  status: 'status',
  'customer.name': 'customerName',
  'customer.company': 'customerCompany',
  'customer.phone': 'customerPhone',
  'customer.email': 'customerEmail',
  notes: 'notes',
  request_uuid: 'requestId',
} as const satisfies Record<string, keyof typeof RESERVATION_COLUMNS>;

/** How the log names a reservation: the customer and the first day. */
function label(input: ReservationInput): string {
  return `${input.customer.name}, ${input.start}`;
}

function columns(input: ReservationInput) {
  return {
    productId: input.product_uuid,
    units: input.units,
    startDay: input.start,
    endDay: input.end,
    status: input.status as ReservationStatus,
    customerName: input.customer.name,
    customerCompany: input.customer.company,
    customerPhone: input.customer.phone,
    customerEmail: input.customer.email,
    notes: input.notes,
    requestId: input.request_uuid,
  };
}

/** Locks the machine, then refuses a holding reservation that would overbook any day. */
async function checkCapacity(
  tx: Executor,
  input: ReservationInput,
  except: string | null,
): Promise<void> {
  const machine = await lockLiveMachine(tx, input.product_uuid);
  if (!machine) throw new ApiError('ERROR_GET_PRODUCT', 'product_uuid');
  if (!holdsUnits(input.status)) return;
  const held = await mostHeld(tx, input.product_uuid, input.start, input.end, except);
  if (held + input.units > machine.units) throw new ApiError('ERROR_NOT_AVAILABLE', 'start');
}

/** A request of the inbox a booking names must exist: 400 INVALID_UUID on request_uuid otherwise. */
export async function checkRequest(tx: Executor, requestId: string | null): Promise<void> {
  if (!requestId) return;
  const [request] = await tx
    .select({ id: contactRequests.id })
    .from(contactRequests)
    .where(eq(contactRequests.id, requestId));
  if (!request) throw new ApiError('INVALID_UUID', 'request_uuid');
}
