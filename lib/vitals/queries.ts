import 'server-only';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { webVitals } from '@/db/schema';
import { COMPANY_DAY } from './mutations';
import {
  VITAL_MAX_VALUE,
  VITAL_METRICS,
  type DeviceClass,
  type VitalMetric,
  type VitalPageType,
} from './metrics';

export interface VitalP75 {
  page: VitalPageType;
  metric: VitalMetric;
  /** The 75th percentile of the measures (ms; CLS has no unit), as Core Web Vitals judge it. */
  p75: number;
  /** How many values it was taken from: one per client, page and metric each hour. */
  samples: number;
}

/** Whether a row's value is one a browser can measure (rows stored before the bound). */
const plausible = sql`${webVitals.value} <= case ${webVitals.metric} ${sql.join(
  VITAL_METRICS.map(
    (metric) => sql`when ${metric} then ${VITAL_MAX_VALUE[metric]}::double precision`,
  ),
  sql` `,
)} end`;

/**
 * The 75th percentile of each metric per page type over the last `days` days (today
 * included), on every device or on one class of them. Each client counts once per page,
 * metric and hour, with the median of its values then (rows share a client key for an hour:
 * lib/vitals/client-key.ts), so that a hundred beacons from one client weigh what one
 * visitor's does. Rows stored before the key existed count one each; implausible values are
 * left out.
 */
export async function vitalsP75(days = 30, device?: DeviceClass): Promise<VitalP75[]> {
  const db = getDb();
  const perClient = db.$with('per_client').as(
    db
      .select({
        page: webVitals.pageType,
        metric: webVitals.metric,
        value: sql<number>`percentile_cont(0.5) within group (order by ${webVitals.value})`.as(
          'value',
        ),
      })
      .from(webVitals)
      .where(
        and(
          gt(webVitals.day, sql`${COMPANY_DAY} - ${days}::int`),
          device ? eq(webVitals.device, device) : undefined,
          plausible,
        ),
      )
      .groupBy(
        webVitals.pageType,
        webVitals.metric,
        sql`coalesce(${webVitals.clientKey}, ${webVitals.id}::text)`,
      ),
  );
  return db
    .with(perClient)
    .select({
      page: perClient.page,
      metric: perClient.metric,
      p75: sql<number>`percentile_cont(0.75) within group (order by ${perClient.value})`.mapWith(
        Number,
      ),
      samples: count(),
    })
    .from(perClient)
    .groupBy(perClient.page, perClient.metric);
}
