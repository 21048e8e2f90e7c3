import { ApiError } from '@/lib/errors';
import { addDays, parseDay, todayInRomania, type Day } from './days';

const MONTH = /^(\d{4})-(\d{2})$/;

/** A month of the admin's calendar: 'YYYY-MM', its first and its last day. */
export interface Month {
  month: string;
  first: Day;
  last: Day;
}

/** The month of a day ('2026-11-28' → '2026-11'). */
export function monthOf(day: Day): string {
  return day.slice(0, 7);
}

/** The month before or after `month` by `count` months ('2026-12', 1 → '2027-01'). */
export function shiftMonth(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const total = year * 12 + (index - 1) + count;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** 'YYYY-MM' as its days, or undefined when it is not a real month of the days' range. */
export function parseMonth(value: string): Month | undefined {
  if (!MONTH.test(value)) return undefined;
  const first = parseDay(`${value}-01`);
  if (!first) return undefined;
  const last = addDays(`${shiftMonth(value, 1)}-01`, -1);
  return { month: value, first, last };
}

/** ?month= of the calendar: absent or empty is this month in Romania, anything else must parse. */
export function monthParam(params: URLSearchParams, now = new Date()): Month {
  const value = params.get('month')?.trim() || monthOf(todayInRomania(now));
  const month = parseMonth(value);
  if (!month) throw new ApiError('INVALID_MONTH', 'month');
  return month;
}
