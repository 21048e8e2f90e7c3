'use client';
import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { CategoryWire } from '@/lib/categories/wire';
import type { useCategoryMachines } from '@/components/admin/products/use-category-machines';

/**
 * A category, then one of its machines (with its units): a reservation's machine, an offer
 * line's. The two selects are the caller's row's first cells.
 */
export function MachinePickerFields(props: {
  /** The ids' prefix: 'reservation' gives reservation-category and reservation-machine. */
  idPrefix: string;
  categories: Pick<CategoryWire, 'uuid' | 'name'>[];
  picker: ReturnType<typeof useCategoryMachines>;
  /** react-hook-form's registration of the machine's uuid. */
  registration: UseFormRegisterReturn;
  /** The category changed: the machine chosen is no longer one of the options. */
  onCategory: () => void;
  error?: string;
}) {
  const t = useTranslations('Admin.MachinePicker');
  const { idPrefix } = props;
  const errorId = `${idPrefix}-machine-error`;
  return (
    <>
      <div className="admin-field">
        <label htmlFor={`${idPrefix}-category`}>{t('category')}</label>
        <select
          id={`${idPrefix}-category`}
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
        <label htmlFor={`${idPrefix}-machine`}>{t('machine')}</label>
        <select
          id={`${idPrefix}-machine`}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
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
          <p className="admin-error" id={errorId}>
            {props.error}
          </p>
        )}
      </div>
    </>
  );
}
