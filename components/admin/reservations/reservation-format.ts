import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { formatDay } from '@/lib/reservations/days';
import type { ReservationStatus } from '@/lib/reservations/rules';

/** '26.02.2030 – 03.03.2030', or one date for a one-day reservation. */
export function formatPeriod(start: string, end: string): string {
  return start === end ? formatDay(start) : `${formatDay(start)} – ${formatDay(end)}`;
}

/** A state's Romanian name ('Provizorie', 'Confirmata', 'Predata', …). */
export function useStatusName() {
  const t = useTranslations('Admin.Reservations');
  return useCallback((status: ReservationStatus) => t(`status_${status}`), [t]);
}
