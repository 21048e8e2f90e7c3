import 'server-only';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { webVitals } from '@/db/schema';
import { COMPANY_DAY } from './mutations';
import type { DeviceClass, VitalMetric, VitalPageType } from './metrics';

export interface VitalP75 {
  page: VitalPageType;
  metric: VitalMetric;
  /** The 75th percentile of the measures (ms; CLS has no unit), as Core Web Vitals judge it. */
  p75: number;
  samples: number;
}

/**
 * The 75th percentile of each metric per page type over the last `days` days (today
 * included), on every device or on one class of them.
 */
export async function vitalsP75(days = 30, device?: DeviceClass): Promise<VitalP75[]> {
  return getDb()
    .select({
      page: webVitals.pageType,
      metric: webVitals.metric,
      p75: sql<number>`percentile_cont(0.75) within group (order by ${webVitals.value})`.mapWith(
        Number,
      ),
      samples: count(),
    })
    .from(webVitals)
    .where(
      and(
        gt(webVitals.day, sql`${COMPANY_DAY} - ${days}::int`),
        device ? eq(webVitals.device, device) : undefined,
      ),
    )
    .groupBy(webVitals.pageType, webVitals.metric);
}
