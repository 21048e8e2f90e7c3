/**
 * The reservation form's values, shared by the client form and the server pages that start it
 * (no 'use client': a server page calls startValues).
 */
import type { reservationSchema } from '@/lib/reservations/schema';
import type { ReservationWire } from '@/lib/reservations/wire';
import type * as z from '@/lib/validation/zod';

export type ReservationValues = z.input<typeof reservationSchema>;
/** What the form starts from: a stored reservation, a draft from a request, or nothing. */
export function startValues(from: Partial<ReservationWire> = {}): ReservationValues {
  return {
    product_uuid: from.product_uuid ?? '',
    units: from.units ?? 1,
    start: from.start ?? '',
    end: from.end ?? '',
    status: from.status ?? 'tentative',
    customer: {
      name: from.customer?.name ?? '',
      company: from.customer?.company ?? '',
      phone: from.customer?.phone ?? '',
      email: from.customer?.email ?? '',
    },
    notes: from.notes ?? '',
    request_uuid: from.request_uuid ?? null,
  };
}
