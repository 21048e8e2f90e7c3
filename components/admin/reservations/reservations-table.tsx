'use client';
import { useTranslations } from 'next-intl';
import { RowActions } from '@/components/admin/shared/row-actions';
import type { ReservationWire } from '@/lib/reservations/wire';
import { formatPeriod, useStatusName } from './reservation-format';
import styles from './reservations.module.css';

interface ReservationsTableProps {
  reservations: ReservationWire[];
  onDelete: (reservation: ReservationWire) => void;
}

/** The rows of 'Rezervari': machine, period, units, customer, state (in words), edit, delete. */
export function ReservationsTable({ reservations, onDelete }: ReservationsTableProps) {
  const t = useTranslations('Admin.Reservations');
  const statusName = useStatusName();
  return (
    <table className={`admin-table admin-cards ${styles.table}`}>
      <thead>
        <tr>
          <th scope="col">{t('machine')}</th>
          <th scope="col">{t('period')}</th>
          <th scope="col">{t('units')}</th>
          <th scope="col">{t('customer')}</th>
          <th scope="col">{t('status')}</th>
          <th scope="col">{t('actions')}</th>
        </tr>
      </thead>
      <tbody>
        {reservations.map((reservation) => (
          <tr key={reservation.uuid}>
            <td data-label={t('machine')}>{reservation.product_model}</td>
            <td data-label={t('period')} className={styles.period}>
              {formatPeriod(reservation.start, reservation.end)}
            </td>
            <td data-label={t('units')}>{reservation.units}</td>
            <td data-label={t('customer')}>
              {reservation.customer.name}
              {reservation.customer.company && (
                <span className={styles.company}>{reservation.customer.company}</span>
              )}
            </td>
            <td data-label={t('status')}>
              <span className={`admin-status ${styles[reservation.status]}`}>
                {statusName(reservation.status)}
              </span>
            </td>
            <RowActions
              editHref={`/admin/main/reservations/edit/${reservation.uuid}`}
              edit={{ text: t('edit'), label: t('editOf', { name: reservation.customer.name }) }}
              remove={{
                text: t('delete'),
                label: t('deleteOf', { name: reservation.customer.name }),
              }}
              onDelete={() => onDelete(reservation)}
            />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
