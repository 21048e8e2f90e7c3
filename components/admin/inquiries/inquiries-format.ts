import { ROMANIA_TIME_ZONE } from '@/lib/romania-time';
import type { ContactRequestWire } from '@/lib/contact/wire';

const DATE_TIME = new Intl.DateTimeFormat('ro-RO', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: ROMANIA_TIME_ZONE,
});

/** A stored instant as the company reads it: Bucharest time, Romanian style. */
export function formatDateTime(iso: string | null): string {
  return iso ? DATE_TIME.format(new Date(iso)) : '';
}

/** 'Last First', or nothing when the visitor left both empty. */
export function fullName(request: ContactRequestWire): string {
  return [request.last_name, request.first_name].filter(Boolean).join(' ');
}

export function formatPeriod(request: ContactRequestWire): string {
  if (!request.period_from && !request.period_to) return '';
  return `${request.period_from ?? '…'} – ${request.period_to ?? '…'}`;
}
