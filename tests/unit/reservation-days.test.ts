import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysInRange,
  eachDay,
  formatDay,
  msUntilNextRomanianMidnight,
  parseDay,
  todayInRomania,
} from '@/lib/reservations/days';
import { canMove, holdsUnits } from '@/lib/reservations/rules';

describe('reservation days', () => {
  it('takes the date of Romania, not of UTC', () => {
    // 22:30 UTC on 28 November is already 29 November in Bucharest (UTC+2).
    expect(todayInRomania(new Date('2026-11-28T22:30:00Z'))).toBe('2026-11-29');
    expect(todayInRomania(new Date('2026-11-28T21:59:00Z'))).toBe('2026-11-28');
    // In summer Bucharest is UTC+3.
    expect(todayInRomania(new Date('2026-07-01T21:00:00Z'))).toBe('2026-07-02');
    expect(todayInRomania(new Date('2026-07-01T20:59:00Z'))).toBe('2026-07-01');
  });

  it('counts ranges with both ends included, across month, year and DST changes', () => {
    expect(daysInRange('2026-11-28', '2026-11-28')).toBe(1);
    expect(daysInRange('2026-11-28', '2026-12-01')).toBe(4);
    expect(daysInRange('2026-12-30', '2027-01-02')).toBe(4);
    // Summer time starts on 29 March 2026 and ends on 25 October 2026: still whole days.
    expect(daysInRange('2026-03-28', '2026-03-30')).toBe(3);
    expect(eachDay('2026-10-24', '2026-10-26')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('reads only real dates written YYYY-MM-DD', () => {
    expect(parseDay('2028-02-29')).toBe('2028-02-29');
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-5', '28.11.2026', '', null, 20261128]) {
      expect(parseDay(bad)).toBeUndefined();
    }
  });

  it('writes dates as DD.MM.YYYY', () => {
    expect(formatDay('2026-12-03')).toBe('03.12.2026');
  });

  it('finds the next midnight in Romania, also on the nights the clocks change', () => {
    expect(msUntilNextRomanianMidnight(new Date('2026-11-28T21:00:00Z'))).toBeLessThanOrEqual(
      60 * 60 * 1000,
    );
    expect(msUntilNextRomanianMidnight(new Date('2026-11-28T21:00:00Z'))).toBeGreaterThan(
      59 * 60 * 1000,
    );
    // 28 March 2026, 12:00 Bucharest (10:00 UTC): midnight is 22:00 UTC, 12 hours on.
    const beforeSpring = msUntilNextRomanianMidnight(new Date('2026-03-28T10:00:00Z'));
    expect(Math.round(beforeSpring / 60_000)).toBe(12 * 60);
    // 25 October 2026 has 25 hours (the clocks go back at 04:00): from 00:30 Bucharest
    // (21:30 UTC the day before, UTC+3) the next midnight is 22:00 UTC, 24.5 hours on.
    const longDay = msUntilNextRomanianMidnight(new Date('2026-10-24T21:30:00Z'));
    expect(Math.round(longDay / 60_000)).toBe(24 * 60 + 30);
  });
});

describe('reservation states', () => {
  it('hold units only when confirmed or out, and move only forward', () => {
    expect(
      ['tentative', 'confirmed', 'out', 'returned', 'cancelled'].map((s) => holdsUnits(s as never)),
    ).toEqual([false, true, true, false, false]);
    expect(canMove('tentative', 'confirmed')).toBe(true);
    expect(canMove('confirmed', 'out')).toBe(true);
    expect(canMove('out', 'returned')).toBe(true);
    expect(canMove('out', 'cancelled')).toBe(true);
    expect(canMove('returned', 'cancelled')).toBe(false);
    expect(canMove('cancelled', 'confirmed')).toBe(false);
    expect(canMove('confirmed', 'tentative')).toBe(false);
    expect(canMove('tentative', 'out')).toBe(false);
  });
});
