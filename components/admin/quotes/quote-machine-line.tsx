'use client';
import { useTranslations } from 'next-intl';
import { MAX_UNITS } from '@/lib/reservations/rules';
import { useCategoryMachines } from '@/components/admin/products/use-category-machines';
import { useErrorToast } from '@/components/admin/shared/notify';
import { MachinePickerFields } from '@/components/admin/shared/machine-picker-fields';
import { TextField } from '@/components/admin/shared/text-field';
import type { QuoteLineProps } from './quote-line';
import { QuoteMachineCheck } from './quote-machine-check';

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
  return (
    <>
      <div className="admin-row">
        <MachinePickerFields
          idPrefix={id}
          categories={props.categories}
          picker={picker}
          registration={register(`lines.${index}.product_uuid`)}
          onCategory={props.onCategory}
          error={message(`lines.${index}.product_uuid`)}
        />
      </div>
      <div className="admin-row">
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
