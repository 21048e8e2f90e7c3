import { ROMANIA_TIME_ZONE } from '@/lib/romania-time';

const HOUR_MS = 60 * 60 * 1000;

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: ROMANIA_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The date and time a clock in Bucharest shows at `instant`, as if it were UTC. */
function wallTime(instant: number): number {
  const parts: Record<string, number> = {};
  for (const part of wallClock.formatToParts(instant)) parts[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/**
 * The instant Bucharest's clock shows `hour`:00 on the given day (month 0-based, as Date.UTC
 * takes it; a day past the month's end rolls over). On the night summer time starts, 03:00
 * does not exist: the clock goes from 03:00 to 04:00 at once, and that is the slot; on the
 * night it ends, 03:00 comes twice, and the slot is one of them. Either way one slot a day.
 */
function slotOn(year: number, month: number, day: number, hour: number): number {
  const wall = Date.UTC(year, month, day, hour);
  const guess = wall - (wallTime(wall) - wall);
  return wall - (wallTime(guess) - guess);
}

/** The slots of the Bucharest day that holds `instant`, and of the days either side. */
function slotsAround(instant: number, hour: number): number[] {
  const today = new Date(wallTime(instant));
  const [year, month, day] = [today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()];
  return [-1, 0, 1].map((offset) => slotOn(year, month, day + offset, hour));
}

/** The last time the nightly backup was due: `hour`:00 Bucharest time, today or yesterday. */
export function latestSlot(now: Date, hour: number): Date {
  const due = slotsAround(now.getTime(), hour).filter((slot) => slot <= now.getTime());
  return new Date(Math.max(...due));
}

/** The next time the nightly backup is due, after `now`. */
export function nextSlot(now: Date, hour: number): Date {
  const coming = slotsAround(now.getTime(), hour).filter((slot) => slot > now.getTime());
  return new Date(Math.min(...coming));
}

/**
 * How long to wait before looking again: until the next slot, but never more than an hour, so
 * a clock set right, a machine woken from sleep or a failed night is caught up within one.
 */
export function waitBeforeNextLook(now: Date, hour: number): number {
  return Math.max(0, Math.min(HOUR_MS, nextSlot(now, hour).getTime() - now.getTime()));
}
