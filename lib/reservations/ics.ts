import { addDays, type Day } from './days';

/*
 * iCalendar (RFC 5545) as the reservation feed writes it: lines end in CRLF, none is longer
 * than 75 octets (longer ones are folded: CRLF and a space, never inside a UTF-8 character),
 * and TEXT values escape backslash, semicolon, comma and line breaks.
 */

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** A TEXT value (§3.3.11): \\ \; \, and \n for a line break; other control characters go. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .split('')
    .filter((char) => !isControl(char.charCodeAt(0)))
    .join('');
}

function isControl(code: number): boolean {
  return code < 0x20 || code === 0x7f;
}

/** One content line folded at 75 octets (§3.1): continuation lines start with one space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // Each continuation line's leading space counts toward its 75 octets.
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** 'YYYYMMDD' of a day, for VALUE=DATE. */
export function icsDate(day: Day): string {
  return day.replace(/-/g, '');
}

/** 'YYYYMMDDTHHMMSSZ' of an instant, in UTC. */
export function icsTimestamp(time: Date): string {
  return time
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** What one all-day event of the feed says. */
export interface FeedEvent {
  uid: string;
  first: Day;
  last: Day;
  summary: string;
  description: string;
  updatedAt: Date;
}

/** The whole calendar: a VEVENT per reservation, all day, DTEND the day after the last. */
export function buildCalendar(name: string, events: readonly FeedEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Inchirieri Utilaje//Rezervari//RO',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-WR-TIMEZONE:Europe/Bucharest',
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${icsTimestamp(event.updatedAt)}`,
      `LAST-MODIFIED:${icsTimestamp(event.updatedAt)}`,
      `DTSTART;VALUE=DATE:${icsDate(event.first)}`,
      `DTEND;VALUE=DATE:${icsDate(addDays(event.last, 1))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
