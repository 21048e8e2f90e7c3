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

/**
 * An offer's states (issue #44): draft → sent → accepted | declined, withdrawn by the company.
 * 'expired' is what a sent offer past its valid_until reads as (lib/quotes/states.ts decides
 * it on every read, by Romania's calendar): it is never written, so an offer whose validity
 * is moved later is sent again without a job having to undo anything.
 */
export const QUOTE_STATUSES = [
  'draft',
  'sent',
  'accepted',
  'declined',
  'expired',
  'withdrawn',
] as const;

/** The language an offer is written in (its PDF, its mail, the customer's page). */
export const QUOTE_LANGUAGES = ['ro', 'en'] as const;

/** A line of an offer: a machine over days, or a free line (transport, an operator's hours). */
export const QUOTE_LINE_KINDS = ['machine', 'free'] as const;

/** How a line's amount was found: the machine's day or week rule, or a unit price typed in. */
export const QUOTE_LINE_RULES = ['day', 'week', 'manual'] as const;

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
