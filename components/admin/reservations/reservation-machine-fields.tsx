'use client';
import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { CategoryWire } from '@/lib/categories/wire';
import type { useCategoryMachines } from '@/components/admin/products/use-category-machines';
import styles from './reservation-form.module.css';

/** A category, then one of its machines (with its units): the reservation's machine. */
export function ReservationMachineFields(props: {
  categories: Pick<CategoryWire, 'uuid' | 'name'>[];
  picker: ReturnType<typeof useCategoryMachines>;
  /** react-hook-form's registration of product_uuid. */
  registration: UseFormRegisterReturn;
  /** The category changed: the machine chosen is no longer one of the options. */
  onCategory: () => void;
  error?: string;
}) {
  const t = useTranslations('Admin.ReservationForm');
  return (
    <div className={styles.row}>
      <div className="admin-field">
        <label htmlFor="reservation-category">{t('category')}</label>
        <select
          id="reservation-category"
          value={props.picker.categoryId}
          onChange={(event) => {
            props.picker.choose(event.target.value);
            props.onCategory();
          }}
        >
          <option value="" disabled>
            {t('categoryPlaceholder')}
          </option>
          {props.categories.map((category) => (
            <option key={category.uuid} value={category.uuid}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="reservation-machine">{t('machine')}</label>
        <select
          id="reservation-machine"
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? 'reservation-machine-error' : undefined}
          {...props.registration}
        >
          <option value="" disabled>
            {t('machinePlaceholder')}
          </option>
          {props.picker.machines.map((machine) => (
            <option key={machine.uuid} value={machine.uuid}>
              {t('machineOption', { model: machine.model, units: machine.units })}
            </option>
          ))}
        </select>
        {props.error && (
          <p className="admin-error" id="reservation-machine-error">
            {props.error}
          </p>
        )}
      </div>
    </div>
  );
}
