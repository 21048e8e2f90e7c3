import 'server-only';
import { lt, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { webVitals } from '@/db/schema';
import { enforceRateLimit, RATE_LIMITS } from '@/lib/rate-limit';
import { ROMANIA_TIME_ZONE } from '@/lib/romania-time';
import { VITALS_RETENTION_DAYS } from './metrics';
import type { VitalsBeacon } from './schema';

/** Today in the company's time zone: the only time a measure keeps. */
export const COMPANY_DAY = sql`(now() at time zone ${ROMANIA_TIME_ZONE})::date`;

const PRUNE_EVERY_MS = 60 * 60 * 1000;
let prunedAt = 0;

/**
 * Counts the beacon against its sender's budgets (429 past either); nothing is stored then.
 * The 10-minute one stops a burst, the hourly one caps what a steady sender stores.
 */
export async function limitVitalsBeacons(ip: string): Promise<void> {
  await enforceRateLimit(`vitals:ip:${ip}`, RATE_LIMITS.vitalsPerIp);
  await enforceRateLimit(`vitals:ip-hour:${ip}`, RATE_LIMITS.vitalsPerIpHour);
}

/**
 * Stores the measures of one beacon under today's date, with its sender's hourly key
 * (lib/vitals/client-key.ts); drops old ones at most hourly.
 */
export async function recordVitals(beacon: VitalsBeacon, clientKey: string): Promise<void> {
  await getDb()
    .insert(webVitals)
    .values(
      beacon.metrics.map((entry) => ({
        day: COMPANY_DAY,
        pageType: beacon.page,
        metric: entry.name,
        device: beacon.device,
        value: entry.value,
        clientKey,
      })),
    );
  if (Date.now() - prunedAt >= PRUNE_EVERY_MS) await pruneOldVitals();
}

/** Deletes the measures past the retention (90 days): on the first beacon of a process, then hourly. */
export async function pruneOldVitals(): Promise<void> {
  prunedAt = Date.now();
  await getDb()
    .delete(webVitals)
    .where(lt(webVitals.day, sql`${COMPANY_DAY} - ${VITALS_RETENTION_DAYS}::int`));
}
