// @ts-check
// Entries that hold "which days are free" (issue #35) go stale when the day changes in
// Romania, not only when a reservation changes: at 00:00 Bucharest time the product pages'
// "Disponibil acum / din …" and their 60 days move on. Judged here, when an entry is read, so
// it holds on every instance and across restarts (Redis included) with no timer to keep: an
// entry tagged DAILY_TAG made on an earlier Romanian day is not served, and the page renders
// anew with the read keyed by the new day (lib/reservations/public.ts).

/** The tag of those entries: CACHE_TAGS.availability (lib/cache-tags.ts; a unit test pins it). */
import { todayInRomania } from '../../runtime/romania-time.mjs';

export const DAILY_TAG = 'availability';

/**
 * The date in Romania at `ms`, as 'YYYY-MM-DD'.
 * @param {number} ms
 * @returns {string}
 */
export function romanianDay(ms) {
  return todayInRomania(new Date(ms));
}

/**
 * Whether an entry with these tags, made at lastModified, belongs to an earlier Romanian day.
 * @param {readonly string[]} tags
 * @param {number} lastModified
 * @param {number} now
 * @returns {boolean}
 */
export function rolledOver(tags, lastModified, now) {
  return tags.includes(DAILY_TAG) && romanianDay(lastModified) !== romanianDay(now);
}
