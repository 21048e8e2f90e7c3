/**
 * A reservation's states (issue #35); confirmed and out hold units, the others do not. In a
 * module of its own, importing nothing, so that the admin's client screens can name the states
 * without loading the database schema (db/schema.ts reads them from here for its column).
 */
export const RESERVATION_STATUSES = [
  'tentative',
  'confirmed',
  'out',
  'returned',
  'cancelled',
] as const;
