import { reservations } from '@/db/schema';

/**
 * A reservation's own columns, in one list: what the admin reads (queries.ts), what an update
 * compares for the audit log (mutations.ts) and what the calendar feed describes (feed.ts).
 * A new column added here reaches all three.
 */
export const RESERVATION_COLUMNS = {
  productId: reservations.productId,
  units: reservations.units,
  startDay: reservations.startDay,
  endDay: reservations.endDay,
  status: reservations.status,
  customerName: reservations.customerName,
  customerCompany: reservations.customerCompany,
  customerPhone: reservations.customerPhone,
  customerEmail: reservations.customerEmail,
  notes: reservations.notes,
  requestId: reservations.requestId,
};
