import { describe, expect, it } from 'vitest';
import { bookingLanes, type CalendarBooking } from '@/components/admin/reservations/calendar-lanes';

const booking = (uuid: string, start: string, end: string): CalendarBooking => ({
  uuid,
  units: 1,
  start,
  end,
  status: 'confirmed',
  customer_name: uuid,
});

const lanesOf = (bookings: CalendarBooking[]) =>
  bookingLanes(bookings, '2030-03-01', '2030-03-31').map((lane) =>
    lane.map(({ booking: { uuid }, column, span }) => `${uuid}@${column}+${span}`),
  );

describe("the calendar's lanes", () => {
  it('puts bookings on different days in one lane, in order of their first day', () => {
    expect(
      lanesOf([booking('b', '2030-03-10', '2030-03-12'), booking('a', '2030-03-01', '2030-03-09')]),
    ).toEqual([['a@0+9', 'b@9+3']]);
  });

  it('gives bookings sharing a day lanes of their own, reusing a lane once it is free', () => {
    expect(
      lanesOf([
        booking('a', '2030-03-01', '2030-03-05'),
        booking('b', '2030-03-05', '2030-03-06'),
        booking('c', '2030-03-06', '2030-03-08'),
        booking('d', '2030-03-02', '2030-03-02'),
      ]),
    ).toEqual([
      ['a@0+5', 'c@5+3'],
      ['d@1+1', 'b@4+2'],
    ]);
  });

  it('cuts a booking to the month it crosses into or out of', () => {
    expect(
      lanesOf([
        booking('before', '2030-02-20', '2030-03-02'),
        booking('after', '2030-03-30', '2030-04-04'),
        booking('whole', '2030-02-01', '2030-05-01'),
      ]),
    ).toEqual([['whole@0+31'], ['before@0+2', 'after@29+2']]);
  });
});
