import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, icsDate, icsTimestamp } from '@/lib/reservations/ics';

describe('iCalendar text (RFC 5545 §3.3.11)', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('drops other control characters and keeps letters with diacritics', () => {
    expect(escapeText('Ș\u0000t\u0007e\tfan\u007f')).toBe('Ștefan');
  });
});

describe('line folding (RFC 5545 §3.1)', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(foldLine(line)).toBe(line);
  });

  it('folds at 75 octets, each continuation starting with one space', () => {
    const line = `DESCRIPTION:${'y'.repeat(200)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBe(3);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'ș'.repeat(100)}`;
    const parts = foldLine(line).split('\r\n');
    for (const part of parts) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
    }
    expect(parts.join('').replace(/ /g, '')).toBe(line.replace(/ /g, ''));
  });
});

describe('the calendar', () => {
  it('writes dates, an exclusive DTEND and CRLF line ends', () => {
    expect(icsDate('2026-12-31')).toBe('20261231');
    expect(icsTimestamp(new Date('2026-11-28T04:05:06.789Z'))).toBe('20261128T040506Z');
    const text = buildCalendar('Rezervări', [
      {
        uid: 'u1@x',
        first: '2026-12-30',
        last: '2026-12-31',
        summary: 'JCB 3CX – Ion',
        description: '',
        updatedAt: new Date('2026-11-28T00:00:00Z'),
      },
    ]);
    expect(text).toContain('DTSTART;VALUE=DATE:20261230\r\nDTEND;VALUE=DATE:20270101\r\n');
    expect(text.split('\r\n').at(-1)).toBe('');
    expect(text).not.toMatch(/[^\r]\n/);
    expect(text).not.toContain('DESCRIPTION');
  });
});
