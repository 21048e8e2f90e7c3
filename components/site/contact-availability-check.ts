import { formatBookedRange, type BookedRange } from '@/lib/reservations/booked';
import { addDays, daysInRange, parseDay, todayInRomania } from '@/lib/reservations/days';

/**
 * The longest range GET /api/availability answers: MAX_AVAILABILITY_DAYS of
 * lib/reservations/rules.ts, which the page's scripts cannot import (it reads the database
 * schema); tests/unit/contact-availability.test.ts keeps the two equal.
 */
export const MAX_AVAILABILITY_DAYS = 92;

/** The offer form waits this long after the last change of a date before asking the API. */
export const PERIOD_CHECK_DEBOUNCE_MS = 300;

/** The longest period the form checks (four requests of the API's 92 days). */
const MAX_CHECKED_DAYS = 4 * MAX_AVAILABILITY_DAYS;

/**
 * The chosen period as the API's ranges: from today at the earliest (past days cannot be
 * booked), at most MAX_CHECKED_DAYS, in pieces of at most 92 days; none when the dates are
 * incomplete, malformed or reversed. Without an end, the first day alone is checked.
 */
export function periodChunks(from: string, to: string, today = todayInRomania()): BookedRange[] {
  const first = parseDay(from);
  const last = to ? parseDay(to) : first;
  if (!first || !last || last < first || last < today) return [];
  const start = first < today ? today : first;
  const end =
    daysInRange(start, last) > MAX_CHECKED_DAYS ? addDays(start, MAX_CHECKED_DAYS - 1) : last;
  const chunks: BookedRange[] = [];
  for (let day = start; day <= end; day = addDays(day, MAX_AVAILABILITY_DAYS)) {
    const chunkEnd = addDays(day, MAX_AVAILABILITY_DAYS - 1);
    chunks.push({ first: day, last: chunkEnd < end ? chunkEnd : end });
  }
  return chunks;
}

/** Joins the days with no free unit into ranges, written 'DD.MM.YYYY – DD.MM.YYYY'. */
export function bookedRangesOf(days: readonly { date: string; free: number }[]): string[] {
  const ranges: BookedRange[] = [];
  for (const { date, free } of days) {
    if (free > 0) continue;
    const open = ranges.at(-1);
    if (open && addDays(open.last, 1) === date) open.last = date;
    else ranges.push({ first: date, last: date });
  }
  return ranges.map(formatBookedRange);
}

/** Asks GET /api/availability/{uuid} for each piece; throws when any answer is not a list. */
export async function bookedDaysIn(
  productUuid: string,
  chunks: readonly BookedRange[],
  signal: AbortSignal,
): Promise<string[]> {
  const answers = await Promise.all(
    chunks.map(async ({ first, last }) => {
      const query = new URLSearchParams({ from: first, to: last });
      const response = await fetch(
        `/api/availability/${encodeURIComponent(productUuid)}?${query}`,
        { signal, headers: { Accept: 'application/json' } },
      );
      if (!response.ok) throw new Error(`availability ${response.status}`);
      return (await response.json()) as { date: string; free: number }[];
    }),
  );
  return bookedRangesOf(answers.flat());
}
