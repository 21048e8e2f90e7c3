import { describe, expect, it } from 'vitest';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { calendarWeeks, formatBookedRange, summarizeAvailability } from '@/lib/reservations/booked';
import { DAILY_TAG, rolledOver, romanianDay } from '@/server/cache/day-roll.mjs';

describe('the product page summary', () => {
  const today = '2026-12-30';
  it('is "available now" when today has a free unit, and lists booked days as ranges', () => {
    const summary = summarizeAvailability(
      1,
      ['2026-12-31', '2027-01-01', '2027-01-02', '2027-01-05'],
      today,
      60,
      400,
    );
    expect(summary.availableFrom).toBe(today);
    expect(summary.booked).toEqual([
      { first: '2026-12-31', last: '2027-01-02' },
      { first: '2027-01-05', last: '2027-01-05' },
    ]);
    expect(summary).toMatchObject({ first: today, last: '2027-02-27', units: 1 });
  });

  it('names the first free day after a booked stretch from today', () => {
    const summary = summarizeAvailability(1, ['2026-12-30', '2026-12-31'], today, 60, 400);
    expect(summary.availableFrom).toBe('2027-01-01');
  });

  it('leaves out booked days past the horizon, but still looks past it for a free day', () => {
    const days = Array.from({ length: 70 }, (_, index) =>
      new Date(Date.UTC(2026, 11, 30 + index)).toISOString().slice(0, 10),
    );
    const summary = summarizeAvailability(2, days, today, 60, 400);
    expect(summary.availableFrom).toBe('2027-03-10');
    expect(summary.booked).toEqual([{ first: today, last: '2027-02-27' }]);
    expect(summarizeAvailability(2, days, today, 60, 70).availableFrom).toBeNull();
  });

  it('says nothing for a machine of 0 units', () => {
    expect(summarizeAvailability(0, [today], today, 60, 400)).toMatchObject({
      units: 0,
      availableFrom: null,
      booked: [],
    });
  });
});

describe('booked ranges as text', () => {
  it('writes DD.MM.YYYY, one day alone or first – last', () => {
    expect(formatBookedRange({ first: '2026-03-05', last: '2026-03-05' })).toBe('05.03.2026');
    expect(formatBookedRange({ first: '2026-12-30', last: '2027-01-02' })).toBe(
      '30.12.2026 – 02.01.2027',
    );
  });
});

describe('the calendar of the page', () => {
  it('starts its weeks on Monday and marks the booked days', () => {
    // 2026-12-30 is a Wednesday: two empty places first.
    const weeks = calendarWeeks('2026-12-30', '2027-01-05', [
      { first: '2027-01-01', last: '2027-01-02' },
    ]);
    expect(weeks).toHaveLength(2);
    expect(weeks[0]!.slice(0, 2)).toEqual([null, null]);
    expect(weeks[0]![2]).toEqual({
      day: '2026-12-30',
      date: 30,
      booked: false,
      free: null,
      monthStart: true,
    });
    expect(weeks[0]![4]).toEqual({
      day: '2027-01-01',
      date: 1,
      booked: true,
      free: null,
      monthStart: true,
    });
    expect(weeks[0]![5]?.booked).toBe(true);
    expect(weeks[1]!.map((cell) => cell?.date)).toEqual([4, 5]);
  });

  it('marks a partly booked day with the units it has free (issue #41)', () => {
    const weeks = calendarWeeks(
      '2026-12-30',
      '2027-01-05',
      [],
      [{ first: '2026-12-31', last: '2027-01-01', free: 1 }],
    );
    expect(weeks[0]!.slice(2, 5).map((cell) => [cell?.booked, cell?.free])).toEqual([
      [false, null],
      [false, 1],
      [false, 1],
    ]);
  });
});

describe('partly booked days (issue #41)', () => {
  it('joins the days of one free count into ranges, within the 60 days shown', () => {
    const summary = summarizeAvailability(3, ['2027-01-03'], '2026-12-30', 60, 400, [
      { day: '2026-12-31', free: 1 },
      { day: '2027-01-01', free: 1 },
      { day: '2027-01-02', free: 2 },
      { day: '2027-01-04', free: 2 },
      { day: '2027-06-01', free: 2 },
    ]);
    expect(summary.availableFrom).toBe('2026-12-30');
    expect(summary.booked).toEqual([{ first: '2027-01-03', last: '2027-01-03' }]);
    expect(summary.partly).toEqual([
      { first: '2026-12-31', last: '2027-01-01', free: 1 },
      { first: '2027-01-02', last: '2027-01-02', free: 2 },
      { first: '2027-01-04', last: '2027-01-04', free: 2 },
    ]);
  });
});

describe('the day roll of the cache handler', () => {
  it('is the availability tag', () => {
    expect(DAILY_TAG).toBe(CACHE_TAGS.availability);
  });

  it('turns an availability entry stale at midnight in Bucharest, not UTC', () => {
    // 2026-07-14 21:00 UTC is 00:00 on the 15th in Bucharest (summer time, UTC+3).
    const midnight = Date.UTC(2026, 6, 14, 21, 0, 0);
    expect(romanianDay(midnight - 1)).toBe('2026-07-14');
    expect(romanianDay(midnight)).toBe('2026-07-15');
    const tags = ['products', DAILY_TAG];
    expect(rolledOver(tags, midnight - 60_000, midnight - 1)).toBe(false);
    expect(rolledOver(tags, midnight - 60_000, midnight)).toBe(true);
    expect(rolledOver(tags, midnight + 1, midnight + 3_600_000)).toBe(false);
    // Winter time: UTC+2.
    const winter = Date.UTC(2026, 11, 14, 22, 0, 0);
    expect(rolledOver(tags, winter - 1, winter)).toBe(true);
    // Other entries do not roll.
    expect(rolledOver(['products'], midnight - 60_000, midnight)).toBe(false);
  });
});
