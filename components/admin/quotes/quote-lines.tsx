'use client';
import { useTranslations } from 'next-intl';
import { useFieldArray, type FieldPath, type UseFormReturn } from 'react-hook-form';
import type { CategoryWire } from '@/lib/categories/wire';
import { MAX_QUOTE_LINES } from '@/lib/quotes/states';
import type { MachinePickerStart } from '@/lib/reservations/admin';
import { QuoteLine } from './quote-line';
import type { LineFacts } from './quote-live';
import {
  emptyLine,
  type QuoteBody,
  type QuoteFormValues,
  type QuoteLineValues,
} from './quote-values';
import styles from './quote-editor.module.css';

const NO_PICKER: MachinePickerStart = { categoryId: '', machines: [] };

/** The offer's lines in their order, each movable and removable, and the two ways to add one. */
export function QuoteLines(props: {
  form: UseFormReturn<QuoteFormValues, unknown, QuoteBody>;
  lines: QuoteLineValues[];
  facts: LineFacts;
  message: (name: FieldPath<QuoteFormValues>) => string | undefined;
  categories: Pick<CategoryWire, 'uuid' | 'name'>[];
  pickers: Record<string, MachinePickerStart>;
}) {
  const t = useTranslations('Admin.QuoteEditor');
  const { form } = props;
  const { fields, append, move, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const full = fields.length >= MAX_QUOTE_LINES;
  return (
    <section aria-labelledby="quote-lines-title" className="admin-fieldset">
      <h2 id="quote-lines-title" className={styles.sectionTitle}>
        {t('lines')}
      </h2>
      {fields.length === 0 && <p className="admin-muted">{t('noLines')}</p>}
      <ol className={styles.lines}>
        {fields.map((field, index) => {
          const line = props.lines[index] ?? field;
          return (
            <QuoteLine
              key={field.id}
              index={index}
              count={fields.length}
              line={line}
              facts={props.facts}
              register={form.register}
              message={props.message}
              categories={props.categories}
              pickerStart={props.pickers[field.product_uuid] ?? NO_PICKER}
              onCategory={() =>
                form.setValue(`lines.${index}.product_uuid`, '', { shouldDirty: true })
              }
              onMove={(to) => move(index, to)}
              onRemove={() => remove(index)}
            />
          );
        })}
      </ol>
      <div className={styles.addLines}>
        <button
          type="button"
          className="admin-button secondary"
          disabled={full}
          onClick={() => append(emptyLine('machine'))}
        >
          {t('addMachine')}
        </button>
        <button
          type="button"
          className="admin-button secondary"
          disabled={full}
          onClick={() => append(emptyLine('free'))}
        >
          {t('addFree')}
        </button>
        {full && <p className="admin-muted">{t('tooManyLines', { max: MAX_QUOTE_LINES })}</p>}
      </div>
    </section>
  );
}
