'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { CalendarWire } from '@/lib/reservations/wire';
import { formatPeriod, useStatusName } from './reservation-format';
import styles from './calendar.module.css';

/** The month per machine (phones): each machine's bookings as a list of links, in order. */
export function CalendarAgenda({ calendar }: { calendar: CalendarWire }) {
  const t = useTranslations('Admin.Calendar');
  const statusName = useStatusName();
  return (
    <div className={styles.agenda}>
      {calendar.machines.map((machine) => (
        <section key={machine.uuid} className={styles.agendaMachine}>
          <h2>
            {machine.model}
            <span className={styles.units}>{t('units', { units: machine.units })}</span>
          </h2>
          {machine.reservations.length === 0 ? (
            <p className="admin-muted">{t('free')}</p>
          ) : (
            <ul>
              {machine.reservations.map((booking) => (
                <li key={booking.uuid}>
                  <Link
                    href={`/admin/main/reservations/edit/${booking.uuid}`}
                    className={`${styles.agendaBooking} ${styles[booking.status]}`}
                  >
                    <span className={styles.agendaPeriod}>
                      {formatPeriod(booking.start, booking.end)}
                    </span>
                    <span>{booking.customer_name}</span>
                    <span className={styles.agendaStatus}>{statusName(booking.status)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
