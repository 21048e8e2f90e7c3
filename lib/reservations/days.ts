import { todayInRomania } from '@/lib/romania-time';

/**
 * Days as reservations count them (issue #35): calendar dates in Romania's time zone, written
 * 'YYYY-MM-DD', ranges inclusive of both ends. Arithmetic is done on the date alone (UTC
 * midnight of that date), so a change to or from summer time never adds or loses a day.
 */
export type Day = string;

export { ROMANIA_TIME_ZONE, todayInRomania } from '@/lib/romania-time';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** A real calendar date written 'YYYY-MM-DD' (not '2026-02-30'), or undefined. */
export function parseDay(value: unknown): Day | undefined {
  if (typeof value !== 'string') return undefined;
  const match = DAY.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 2000 && year <= 2200 ? value : undefined;
}

function toTime(day: Day): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
}

function fromTime(time: number): Day {
  return new Date(time).toISOString().slice(0, 10);
}

export function addDays(day: Day, count: number): Day {
  return fromTime(toTime(day) + count * MS_PER_DAY);
}

/** How many days from `first` to `last`, both counted: the same day is 1. */
export function daysInRange(first: Day, last: Day): number {
  return Math.round((toTime(last) - toTime(first)) / MS_PER_DAY) + 1;
}

/** Every day from `first` to `last`, both included. */
export function eachDay(first: Day, last: Day): Day[] {
  const days: Day[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** 'DD.MM.YYYY', as both languages of the site write dates. */
export function formatDay(day: Day): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/** The milliseconds from `now` until the next midnight in Romania, when availability rolls. */
export function msUntilNextRomanianMidnight(now = new Date()): number {
  const tomorrow = addDays(todayInRomania(now), 1);
  // Bucharest is UTC+2 or +3: look for the first minute whose Romanian date is tomorrow.
  let low = now.getTime();
  let high = low + 26 * 60 * 60 * 1000;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (todayInRomania(new Date(middle)) >= tomorrow) high = middle;
    else low = middle;
  }
  return high - now.getTime();
}
