import { DEVICE_CLASSES, VITAL_METRICS, VITAL_PAGE_TYPES } from '@/db/enums';

/**
 * What a field measure of Core Web Vitals may say (POST /api/vitals), for the reporter in the
 * browser, the route's schema, the table and the dashboard; the lists themselves are the
 * schema's (db/enums.ts). Plain values, so public pages import them without zod.
 */
export { DEVICE_CLASSES, VITAL_METRICS, VITAL_PAGE_TYPES };
export type VitalMetric = (typeof VITAL_METRICS)[number];
export type VitalPageType = (typeof VITAL_PAGE_TYPES)[number];
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** A viewport narrower than this is a phone: the 768 px breakpoint of spec §9. */
export const DESKTOP_MIN_WIDTH = 768;

/**
 * The largest value taken per metric, the one table of what a browser can plausibly measure:
 * a minute for a time in ms (a page that takes longer to paint, answer or react has been
 * left long before), and a layout-shift score of 10 (the page shifted ten screens). Past it
 * the measure is broken or forged: the beacon is refused, and rows stored before these
 * bounds are left out of the percentiles (lib/vitals/queries.ts).
 */
export const VITAL_MAX_VALUE: Record<VitalMetric, number> = {
  LCP: 60_000,
  INP: 60_000,
  CLS: 10,
  TTFB: 60_000,
};

/**
 * One beacon carries the measures of one page load: one of each metric. A few more entries
 * are read, but a metric named twice counts once, with its last value (lib/vitals/schema.ts).
 */
export const MAX_VITALS_PER_BEACON = 8;
/** A beacon is a few hundred bytes; anything much larger is not one (413). */
export const MAX_VITALS_BODY_BYTES = 2048;
/** Rows older than this many days are deleted. */
export const VITALS_RETENTION_DAYS = 90;

/**
 * Good up to the first bound, poor past the second (web.dev's Core Web Vitals thresholds, at
 * the 75th percentile); in between, needs improvement.
 */
export const VITAL_THRESHOLDS: Record<VitalMetric, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}
