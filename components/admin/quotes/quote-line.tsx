'use client';
import { useTranslations } from 'next-intl';
import type { FieldPath, UseFormRegister } from 'react-hook-form';
import type { CategoryWire } from '@/lib/categories/wire';
import type { MachinePickerStart } from '@/lib/reservations/admin';
import { QuoteFreeLine } from './quote-free-line';
import { QuoteMachineLine } from './quote-machine-line';
import type { LineFacts } from './quote-live';
import type { QuoteFormValues, QuoteLineValues } from './quote-values';
import styles from './quote-editor.module.css';

export interface QuoteLineProps {
  index: number;
  count: number;
  line: QuoteLineValues;
  facts: LineFacts;
  register: UseFormRegister<QuoteFormValues>;
  message: (name: FieldPath<QuoteFormValues>) => string | undefined;
  categories: Pick<CategoryWire, 'uuid' | 'name'>[];
  pickerStart: MachinePickerStart;
  /** The category changed: the machine chosen is no longer one of the options. */
  onCategory: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One line of the offer, a machine or a free one, with its place and its removal. */
export function QuoteLine(props: QuoteLineProps) {
  const t = useTranslations('Admin.QuoteEditor');
  const { index, count, line } = props;
  const legend = t(line.kind === 'machine' ? 'machineLine' : 'freeLine', { n: index + 1 });
  return (
    <li>
      <fieldset className="admin-fieldset">
        <legend>{legend}</legend>
        <div className={styles.lineHead}>
          <button
            type="button"
            className={`admin-button secondary ${styles.small}`}
            disabled={index === 0}
            aria-label={t('moveUpOf', { line: legend })}
            onClick={() => props.onMove(index - 1)}
          >
            {t('moveUp')}
          </button>
          <button
            type="button"
            className={`admin-button secondary ${styles.small}`}
            disabled={index === count - 1}
            aria-label={t('moveDownOf', { line: legend })}
            onClick={() => props.onMove(index + 1)}
          >
            {t('moveDown')}
          </button>
          <button
            type="button"
            className={`admin-button danger ${styles.small}`}
            aria-label={t('removeOf', { line: legend })}
            onClick={props.onRemove}
          >
            {t('remove')}
          </button>
        </div>
        {line.kind === 'machine' ? <QuoteMachineLine {...props} /> : <QuoteFreeLine {...props} />}
      </fieldset>
    </li>
  );
}
