import * as z from '@/lib/validation/zod';
import {
  DEVICE_CLASSES,
  MAX_VITALS_PER_BEACON,
  VITAL_MAX_VALUE,
  VITAL_METRICS,
  VITAL_PAGE_TYPES,
} from './metrics';

const measure = z
  .object({
    name: z.enum(VITAL_METRICS, { error: 'INVALID_REQUEST' }),
    value: z.number({ error: 'INVALID_REQUEST' }).min(0, 'INVALID_REQUEST'),
  })
  .refine((entry) => entry.value <= VITAL_MAX_VALUE[entry.name], {
    message: 'INVALID_REQUEST',
    path: ['value'],
  });

/**
 * A beacon of POST /api/vitals: the measures of one page load, the kind of page and of
 * device. Nothing else is read, and nothing names the visitor; the day is the server's.
 * Each measure must be plausible (VITAL_MAX_VALUE), or the whole beacon is refused.
 */
export const vitalsBeaconSchema = z.object({
  page: z.enum(VITAL_PAGE_TYPES, { error: 'INVALID_REQUEST' }),
  device: z.enum(DEVICE_CLASSES, { error: 'INVALID_REQUEST' }),
  metrics: z
    .array(measure, { error: 'INVALID_REQUEST' })
    .min(1, 'INVALID_REQUEST')
    .max(MAX_VITALS_PER_BEACON, 'INVALID_REQUEST')
    .transform(lastOfEachMetric),
});

/**
 * One value per metric of a page load: a metric named again replaces the earlier value (the
 * browser's later measure of the same load is its final one). Eight copies of LCP are one.
 */
function lastOfEachMetric<Measure extends { name: string }>(metrics: Measure[]): Measure[] {
  return [...new Map(metrics.map((entry) => [entry.name, entry])).values()];
}

export type VitalsBeacon = z.output<typeof vitalsBeaconSchema>;
