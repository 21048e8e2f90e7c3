import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, type FeedEvent } from '@/lib/reservations/ics';

const event = (overrides: Partial<FeedEvent> = {}): FeedEvent => ({
  uid: 'u1@rezervari.inchirieri-utilaje',
  first: '2026-12-30',
  last: '2026-12-31',
  summary: 'JCB 3CX ×2 – Ștefan Ionescu (Construcții; Nord, SRL)',
  description: 'Client: Ștefan Ionescu\nFirmă: Construcții; Nord, SRL\nNote: ' + 'ș'.repeat(120),
  updatedAt: new Date('2026-11-28T04:05:06Z'),
  ...overrides,
});

/** The feed as a calendar app reads it: parsed by ical.js, a full RFC 5545 parser. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}

describe('the reservation feed (RFC 5545)', () => {
  it('parses as a calendar of Bucharest with one all-day event per reservation', () => {
    const text = buildCalendar('Rezervări utilaje', [
      event(),
      event({ uid: 'u2@x', first: '2027-01-05', last: '2027-01-05' }),
    ]);
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Rezervări utilaje');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Bucharest');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(events).toHaveLength(2);
    const [first, second] = events.map((vevent) => new ICAL.Event(vevent));
    expect(first!.startDate.isDate).toBe(true);
    expect(first!.startDate.toString()).toBe('2026-12-30');
    // DTEND is exclusive: the day after the last day, across the year's end.
    expect(first!.endDate.toString()).toBe('2027-01-01');
    expect(second!.startDate.toString()).toBe('2027-01-05');
    expect(second!.endDate.toString()).toBe('2027-01-06');
    expect(first!.uid).toBe('u1@rezervari.inchirieri-utilaje');
  });

  it('gives back the texts as written: diacritics, commas, semicolons and line breaks', () => {
    const { events } = parse(buildCalendar('Rezervări', [event()]));
    const parsed = new ICAL.Event(events[0]!);
    expect(parsed.summary).toBe(event().summary);
    expect(parsed.description).toBe(event().description);
  });

  it('ends lines in CRLF, folds them at 75 octets, stamps in UTC, and leaves out an empty description', () => {
    const text = buildCalendar('Rezervări', [event({ description: '' })]);
    expect(text).not.toMatch(/[^\r]\n/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text).toContain('DTSTAMP:20261128T040506Z');
    expect(text).not.toContain('DESCRIPTION');
  });
});
