import { describe, expect, it } from 'vitest';
import {
  bookedRangesOf,
  MAX_AVAILABILITY_DAYS as FORM_LIMIT,
  periodChunks,
} from '@/components/site/contact-availability-check';
import { MAX_AVAILABILITY_DAYS } from '@/lib/reservations/rules';

describe("the offer form's period check", () => {
  const today = '2026-11-28';
  it('asks what the API answers at most', () => {
    expect(FORM_LIMIT).toBe(MAX_AVAILABILITY_DAYS);
  });

  it('checks nothing for missing, malformed, reversed or past periods', () => {
    expect(periodChunks('', '', today)).toEqual([]);
    expect(periodChunks('2026-13-01', '', today)).toEqual([]);
    expect(periodChunks('2026-12-05', '2026-12-01', today)).toEqual([]);
    expect(periodChunks('2026-11-01', '2026-11-27', today)).toEqual([]);
  });

  it('checks the first day alone without an end, and from today at the earliest', () => {
    expect(periodChunks('2026-12-05', '', today)).toEqual([
      { first: '2026-12-05', last: '2026-12-05' },
    ]);
    expect(periodChunks('2026-11-20', '2026-11-30', today)).toEqual([
      { first: today, last: '2026-11-30' },
    ]);
  });

  it("splits a long period into the API's 92 days, at most four pieces", () => {
    const chunks = periodChunks('2026-12-01', '2027-05-01', today);
    expect(chunks).toEqual([
      { first: '2026-12-01', last: '2027-03-02' },
      { first: '2027-03-03', last: '2027-05-01' },
    ]);
    expect(periodChunks('2026-12-01', '2030-01-01', today)).toHaveLength(4);
  });

  it('writes the fully booked days as ranges', () => {
    expect(
      bookedRangesOf([
        { date: '2026-12-01', free: 1 },
        { date: '2026-12-02', free: 0 },
        { date: '2026-12-03', free: 0 },
        { date: '2026-12-04', free: 2 },
        { date: '2026-12-05', free: 0 },
      ]),
    ).toEqual(['02.12.2026 – 03.12.2026', '05.12.2026']);
  });
});
