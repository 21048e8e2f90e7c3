/**
 * The closed lists the schema's columns are typed with, kept beside the schema so that the
 * data layer depends on nothing above it; lib/ imports them from here. Plain values importing
 * nothing: the admin's client screens and the public vitals reporter name them without
 * loading the schema or zod.
 */

/** A reservation's states (issue #35); confirmed and out hold units, the others do not. */
export const RESERVATION_STATUSES = [
  'tentative',
  'confirmed',
  'out',
  'returned',
  'cancelled',
] as const;

/** What a field measure of Core Web Vitals may say (POST /api/vitals, lib/vitals/). */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export const VITAL_PAGE_TYPES = ['home', 'category', 'product', 'contact', 'other'] as const;
export const DEVICE_CLASSES = ['mobile', 'desktop'] as const;

/** One changed field of an audited update (audit_log.changes): its name, its value before and after. */
export interface AuditChange {
  field: string;
  old: unknown;
  new: unknown;
}
