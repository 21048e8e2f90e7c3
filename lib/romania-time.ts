/** The company works in Romania: its days (file names, reservations) are Bucharest's. */
export const ROMANIA_TIME_ZONE = 'Europe/Bucharest';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ROMANIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The date it is now in Romania, 'YYYY-MM-DD': from 00:00 Bucharest time, not UTC. */
export function todayInRomania(now = new Date()): string {
  return dayFormat.format(now);
}
