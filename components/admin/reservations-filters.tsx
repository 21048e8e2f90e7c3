'use client';
import { useTranslations } from 'next-intl';
import type { MachineChoice } from '@/lib/reservations/admin';
import { RESERVATION_STATUSES } from '@/lib/reservations/rules';
import type { QueryChanges } from './use-url-query';
import { useStatusName } from './reservation-format';
import styles from './reservations.module.css';

interface ReservationsFiltersProps {
  machines: MachineChoice[];
  product: string;
  status: string;
  from: string;
  to: string;
  onChange: (changes: QueryChanges) => void;
}

/** Machine, state and a range of days: each change goes to the address (and so the server). */
export function ReservationsFilters(props: ReservationsFiltersProps) {
  const t = useTranslations('Admin.Reservations');
  const statusName = useStatusName();
  const set = (name: string) => (event: { target: { value: string } }) =>
    props.onChange({ [name]: event.target.value, page: null });
  return (
    <div className={styles.filters} role="search">
      <div className="admin-field">
        <label htmlFor="reservation-machine-filter">{t('machineFilter')}</label>
        <select id="reservation-machine-filter" value={props.product} onChange={set('product')}>
          <option value="">{t('allMachines')}</option>
          {props.machines.map((machine) => (
            <option key={machine.uuid} value={machine.uuid}>
              {machine.model}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="reservation-status-filter">{t('statusFilter')}</label>
        <select id="reservation-status-filter" value={props.status} onChange={set('status')}>
          <option value="">{t('allStatuses')}</option>
          {RESERVATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusName(status)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="reservation-from-filter">{t('fromFilter')}</label>
        <input id="reservation-from-filter" type="date" value={props.from} onChange={set('from')} />
      </div>
      <div className="admin-field">
        <label htmlFor="reservation-to-filter">{t('toFilter')}</label>
        <input id="reservation-to-filter" type="date" value={props.to} onChange={set('to')} />
      </div>
    </div>
  );
}
