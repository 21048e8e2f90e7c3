'use client';
import { useTranslations } from 'next-intl';
import { MAX_UNITS } from '@/lib/reservations/rules';
import { useCategoryMachines } from '@/components/admin/products/use-category-machines';
import { useErrorToast } from '@/components/admin/shared/notify';
import { TextField } from '@/components/admin/shared/text-field';
import type { QuoteLineProps } from './quote-line';
import { QuoteMachineCheck } from './quote-machine-check';
import styles from './quote-editor.module.css';

const unitsValue = (value: unknown) => (value === '' ? undefined : Number(value));

/**
 * A machine line: a category, then one of its machines, its units and its first and last
 * day; a day price typed by hand only for a machine without prices (or a negotiated one).
 */
export function QuoteMachineLine(props: QuoteLineProps) {
  const t = useTranslations('Admin.QuoteEditor');
  const { index, register, message } = props;
  const picker = useCategoryMachines(props.pickerStart, useErrorToast());
  const id = `quote-line-${index}`;
  const machineError = message(`lines.${index}.product_uuid`);
  return (
    <>
      <div className={styles.row}>
        <div className="admin-field">
          <label htmlFor={`${id}-category`}>{t('category')}</label>
          <select
            id={`${id}-category`}
            value={picker.categoryId}
            onChange={(event) => {
              picker.choose(event.target.value);
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
          <label htmlFor={`${id}-machine`}>{t('machine')}</label>
          <select
            id={`${id}-machine`}
            aria-invalid={machineError ? true : undefined}
            aria-describedby={machineError ? `${id}-machine-error` : undefined}
            {...register(`lines.${index}.product_uuid`)}
          >
            <option value="" disabled>
              {t('machinePlaceholder')}
            </option>
            {picker.machines.map((machine) => (
              <option key={machine.uuid} value={machine.uuid}>
                {t('machineOption', { model: machine.model, units: machine.units })}
              </option>
            ))}
          </select>
          {machineError && (
            <p className="admin-error" id={`${id}-machine-error`}>
              {machineError}
            </p>
          )}
        </div>
        <TextField
          id={`${id}-units`}
          label={t('units')}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_UNITS}
          step={1}
          registration={register(`lines.${index}.units`, { setValueAs: unitsValue })}
          error={message(`lines.${index}.units`)}
        />
      </div>
      <div className={styles.row}>
        <TextField
          id={`${id}-start`}
          label={t('start')}
          type="date"
          registration={register(`lines.${index}.start`, { deps: [`lines.${index}.end`] })}
          error={message(`lines.${index}.start`)}
        />
        <TextField
          id={`${id}-end`}
          label={t('end')}
          type="date"
          registration={register(`lines.${index}.end`)}
          error={message(`lines.${index}.end`)}
        />
        <TextField
          id={`${id}-price`}
          label={t('dayPrice')}
          inputMode="decimal"
          autoComplete="off"
          help={t('dayPriceHelp')}
          registration={register(`lines.${index}.unit_price`)}
          error={message(`lines.${index}.unit_price`)}
        />
      </div>
      <QuoteMachineCheck line={props.line} facts={props.facts} />
    </>
  );
}
