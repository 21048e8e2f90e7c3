import { daysInRange, type Day } from '@/lib/reservations/days';
import type { CalendarWire } from '@/lib/reservations/wire';

export type CalendarBooking = CalendarWire['machines'][number]['reservations'][number];

/** A booking placed in a month: its first column (0-based) and how many days it covers there. */
export interface PlacedBooking {
  booking: CalendarBooking;
  column: number;
  span: number;
}

/**
 * A machine's bookings of a month in lanes, so that bookings on the same days (a machine of
 * several units, or a tentative one beside a confirmed one) sit on rows of their own: each
 * goes into the first lane free on its first day. A booking that starts before the month or
 * ends after it is cut to the month.
 */
export function bookingLanes(
  bookings: CalendarBooking[],
  first: Day,
  last: Day,
): PlacedBooking[][] {
  const lanes: PlacedBooking[][] = [];
  const sorted = [...bookings].sort((a, b) => a.start.localeCompare(b.start));
  for (const booking of sorted) {
    const start = booking.start < first ? first : booking.start;
    const end = booking.end > last ? last : booking.end;
    const placed = {
      booking,
      column: daysInRange(first, start) - 1,
      span: daysInRange(start, end),
    };
    const lane = lanes.find((row) => {
      const previous = row.at(-1)!;
      return previous.column + previous.span <= placed.column;
    });
    if (lane) lane.push(placed);
    else lanes.push([placed]);
  }
  return lanes;
}
