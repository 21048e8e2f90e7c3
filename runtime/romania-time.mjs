// @ts-check
// The company works in Romania: its days (reservations, the dashboard's weeks, the inbox's
// dates, file names, the nightly backup's hour) are Bucharest's, summer time included. The one
// place that names the zone, for the app (lib/romania-time.ts) and the server's cache
// (server/cache/day-roll.mjs), which share nothing else.

export const ROMANIA_TIME_ZONE = 'Europe/Bucharest';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ROMANIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The date it is in Romania at `now`, 'YYYY-MM-DD': from 00:00 Bucharest time, not UTC.
 * @param {Date} [now]
 * @returns {string}
 */
export function todayInRomania(now = new Date()) {
  return dayFormat.format(now);
}
