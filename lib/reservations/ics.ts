import ical, { ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
import { ROMANIA_TIME_ZONE } from '@/lib/romania-time';
import { addDays, type Day } from './days';

/*
 * The reservation feed as iCalendar (RFC 5545), written by ical-generator: it escapes TEXT
 * values, folds lines at 75 octets and ends them in CRLF. Events are all day (VALUE=DATE),
 * so no VTIMEZONE is needed; X-WR-TIMEZONE tells calendar apps whose days they are.
 */

/** What one all-day event of the feed says. */
export interface FeedEvent {
  uid: string;
  first: Day;
  last: Day;
  summary: string;
  description: string;
  updatedAt: Date;
}

/** A day as the instant ical-generator writes as that date (it reads dates in UTC). */
const utcMidnight = (day: Day) => new Date(`${day}T00:00:00Z`);

/** The whole calendar: a VEVENT per reservation, all day, DTEND the day after the last. */
export function buildCalendar(name: string, events: readonly FeedEvent[]): string {
  const calendar = ical({
    name,
    prodId: { company: 'Inchirieri Utilaje', product: 'Rezervari', language: 'RO' },
    method: ICalCalendarMethod.PUBLISH,
    x: [{ key: 'X-WR-TIMEZONE', value: ROMANIA_TIME_ZONE }],
  });
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      allDay: true,
      start: utcMidnight(event.first),
      // DTEND of an all-day event is exclusive: the day after the last one.
      end: utcMidnight(addDays(event.last, 1)),
      summary: event.summary,
      description: event.description || null,
      stamp: event.updatedAt,
      lastModified: event.updatedAt,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  // RFC 5545 ends every content line in CRLF, the last one too; ical-generator leaves it off.
  return `${calendar.toString()}\r\n`;
}
