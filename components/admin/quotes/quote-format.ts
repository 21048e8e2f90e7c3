/** How the offers' screens write their values (no 'use client': plain functions). */
import { formatLei, type Bani } from '@/lib/pricing/rental-price';
import { formatDay } from '@/lib/reservations/days';

/** Amounts in the admin are Romanian: '12.345,67 lei'. */
export const lei = (amount: Bani) => formatLei(amount, 'ro');

/** 'DD.MM.YYYY', or '' for no date. */
export const day = (value: string | null | undefined) => (value ? formatDay(value) : '');

/** '10.12.2026 – 19.12.2026', or one date for one day. */
export function period(start: string | null, end: string | null): string {
  if (!start || !end) return '';
  return start === end ? day(start) : `${day(start)} – ${day(end)}`;
}

/** A stored instant as the company reads it (the inbox's own format). */
export { formatDateTime as dateTime } from '@/components/admin/inquiries/inquiries-format';
