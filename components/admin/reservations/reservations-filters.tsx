'use client';
import { useTranslations } from 'next-intl';
import type { CategoryWire } from '@/lib/categories/wire';
import type { MachinePickerStart } from '@/lib/reservations/admin';
import { RESERVATION_STATUSES } from '@/lib/reservations/rules';
import type { QueryChanges } from '@/components/admin/shared/use-url-query';
import { useErrorToast } from '@/components/admin/shared/notify';
import { useStatusName } from './reservation-format';
import { useCategoryMachines } from '@/components/admin/products/use-category-machines';
import styles from './reservations.module.css';

interface ReservationsFiltersProps {
  categories: Pick<CategoryWire, 'uuid' | 'name'>[];
  /** The category of the machine the address names, and its machines. */
  machineStart: MachinePickerStart;
  product: string;
  status: string;
  from: string;
  to: string;
  onChange: (changes: QueryChanges) => void;
}

/**
 * Machine (chosen within a category), state and a range of days: each change goes to the
 * address (and so the server). The category only narrows the machines offered.
 */
export function ReservationsFilters(props: ReservationsFiltersProps) {
  const t = useTranslations('Admin.Reservations');
  const statusName = useStatusName();
  const picker = useCategoryMachines(props.machineStart, useErrorToast());
  const set = (name: string) => (event: { target: { value: string } }) =>
    props.onChange({ [name]: event.target.value, page: null });
  return (
    <div className={styles.filters} role="search">
      <div className="admin-field">
        <label htmlFor="reservation-category-filter">{t('categoryFilter')}</label>
        <select
          id="reservation-category-filter"
          value={picker.categoryId}
          onChange={(event) => {
            picker.choose(event.target.value);
            if (props.product) props.onChange({ product: null, page: null });
          }}
        >
          <option value="">{t('allCategories')}</option>
          {props.categories.map((category) => (
            <option key={category.uuid} value={category.uuid}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="reservation-machine-filter">{t('machineFilter')}</label>
        <select
          id="reservation-machine-filter"
          value={props.product}
          onChange={set('product')}
          disabled={!picker.categoryId}
        >
          <option value="">{t('allMachines')}</option>
          {picker.machines.map((machine) => (
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
