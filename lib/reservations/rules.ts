import { RESERVATION_STATUSES } from '@/db/enums';

export { RESERVATION_STATUSES };
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** The states that hold units: the machine is promised or out on site. */
export const HOLDING_STATUSES = ['confirmed', 'out'] as const satisfies ReservationStatus[];

export function holdsUnits(status: ReservationStatus): boolean {
  return (HOLDING_STATUSES as readonly string[]).includes(status);
}

/**
 * Where a reservation may go from each state: tentative → confirmed → out (handed over) →
 * returned, and cancelled from any state before returned. Staying in the same state is
 * always allowed (an edit of dates or customer).
 */
export const NEXT_STATUSES: Record<ReservationStatus, readonly ReservationStatus[]> = {
  tentative: ['confirmed', 'cancelled'],
  confirmed: ['out', 'cancelled'],
  out: ['returned', 'cancelled'],
  returned: [],
  cancelled: [],
};

export function canMove(from: ReservationStatus, to: ReservationStatus): boolean {
  return from === to || NEXT_STATUSES[from].includes(to);
}

/** A new reservation starts in one of these (returned and cancelled are where they end). */
export const START_STATUSES = [
  'tentative',
  'confirmed',
  'out',
] as const satisfies ReservationStatus[];

/** Longest reservation, in days (first and last included). */
export const MAX_RESERVATION_DAYS = 365;
/** Longest range the public availability API answers, in days. */
export const MAX_AVAILABILITY_DAYS = 92;
/** Days the product page shows ahead, today included. */
export const AVAILABILITY_HORIZON_DAYS = 60;
/** Units a machine may have, and a reservation may hold (one number: lib/products/units.ts). */
export { UNITS_MAX as MAX_UNITS } from '@/lib/products/units';
