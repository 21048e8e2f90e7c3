import { addDays, eachDay, formatDay, type Day } from './days';

/** A stretch of fully booked days, first and last included. */
export interface BookedRange {
  first: Day;
  last: Day;
}

/** A stretch of partly booked days with the same number of units free (issue #41). */
export interface PartlyBookedRange extends BookedRange {
  free: number;
}

/** A partly booked day: some of the machine's units held, `free` of them not. */
export interface PartlyBookedDay {
  day: Day;
  free: number;
}

/** What a machine's public page says about it: counts and dates only, never a customer. */
export interface ProductAvailability {
  /** Units the company owns; 0 means the page says nothing about availability. */
  units: number;
  /** The first day from today with a free unit (today: 'Disponibil acum'); null: none ahead. */
  availableFrom: Day | null;
  /** Fully booked stretches between `first` and `last`. */
  booked: BookedRange[];
  /** Partly booked stretches between `first` and `last` (a machine of several units). */
  partly: PartlyBookedRange[];
  /** The days shown: today and the horizon's last day. */
  first: Day;
  last: Day;
}

/**
 * The page's summary from the fully booked days of [today, today + lookAhead - 1] (sorted):
 * the first day not among them, and those within the horizon joined into ranges; the partly
 * booked days (sorted) within the horizon too, joined while their free count stays the same.
 */
export function summarizeAvailability(
  units: number,
  fullDays: readonly Day[],
  today: Day,
  horizonDays: number,
  lookAheadDays: number,
  partDays: readonly PartlyBookedDay[] = [],
): ProductAvailability {
  const last = addDays(today, horizonDays - 1);
  const full = new Set(fullDays);
  let availableFrom: Day | null = null;
  if (units > 0) {
    for (let offset = 0; offset < lookAheadDays; offset++) {
      const day = addDays(today, offset);
      if (!full.has(day)) {
        availableFrom = day;
        break;
      }
    }
  }
  const booked: BookedRange[] = [];
  for (const day of units > 0 ? fullDays : []) {
    if (day < today || day > last) continue;
    const open = booked.at(-1);
    if (open && addDays(open.last, 1) === day) open.last = day;
    else booked.push({ first: day, last: day });
  }
  const partly: PartlyBookedRange[] = [];
  for (const { day, free } of units > 0 ? partDays : []) {
    if (day < today || day > last) continue;
    const open = partly.at(-1);
    if (open && open.free === free && addDays(open.last, 1) === day) open.last = day;
    else partly.push({ first: day, last: day, free });
  }
  return { units, availableFrom, booked, partly, first: today, last };
}

/** '05.12.2026' for one day, '05.12.2026 – 08.12.2026' for a stretch. */
export function formatBookedRange(range: BookedRange): string {
  return range.first === range.last
    ? formatDay(range.first)
    : `${formatDay(range.first)} – ${formatDay(range.last)}`;
}

/**
 * One square of the page's calendar: a day, or an empty place before the first. `free` is
 * the units free on a partly booked day, else null.
 */
export type CalendarCell = {
  day: Day;
  date: number;
  booked: boolean;
  free: number | null;
  monthStart: boolean;
} | null;

/** 0 for Monday … 6 for Sunday, of a 'YYYY-MM-DD' date. */
function weekdayFromMonday(day: Day): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
}

/**
 * The days from `first` to `last` in weeks of seven from Monday, the first week padded with
 * empty places, each day marked when it lies in a booked range or a partly booked one.
 */
export function calendarWeeks(
  first: Day,
  last: Day,
  booked: readonly BookedRange[],
  partly: readonly PartlyBookedRange[] = [],
): CalendarCell[][] {
  const isBooked = (day: Day) => booked.some((range) => range.first <= day && day <= range.last);
  const freeOn = (day: Day) =>
    partly.find((range) => range.first <= day && day <= range.last)?.free ?? null;
  const cells: CalendarCell[] = Array.from({ length: weekdayFromMonday(first) }, () => null);
  for (const day of eachDay(first, last)) {
    const date = Number(day.slice(8, 10));
    cells.push({
      day,
      date,
      booked: isBooked(day),
      free: freeOn(day),
      monthStart: date === 1 || day === first,
    });
  }
  const weeks: CalendarCell[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}
