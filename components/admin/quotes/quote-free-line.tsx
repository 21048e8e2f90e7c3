'use client';
import { useTranslations } from 'next-intl';
import { TextField } from '@/components/admin/shared/text-field';
import { lei } from './quote-format';
import { lineAmount } from './quote-live';
import type { QuoteLineProps } from './quote-line';
import styles from './quote-editor.module.css';

/** A free line: what it is (transport, an operator's hours), how many, at what price. */
export function QuoteFreeLine({ index, line, facts, register, message }: QuoteLineProps) {
  const t = useTranslations('Admin.QuoteEditor');
  const id = `quote-line-${index}`;
  const amount = lineAmount(line, facts);
  return (
    <>
      <div className="admin-row">
        <TextField
          id={`${id}-label`}
          label={t('label')}
          autoComplete="off"
          registration={register(`lines.${index}.label`)}
          error={message(`lines.${index}.label`)}
        />
        <TextField
          id={`${id}-quantity`}
          label={t('quantity')}
          inputMode="decimal"
          autoComplete="off"
          registration={register(`lines.${index}.quantity`)}
          error={message(`lines.${index}.quantity`)}
        />
        <TextField
          id={`${id}-price`}
          label={t('unitPrice')}
          inputMode="decimal"
          autoComplete="off"
          registration={register(`lines.${index}.unit_price`)}
          error={message(`lines.${index}.unit_price`)}
        />
      </div>
      <p className={styles.check} role="status">
        {typeof amount === 'number' && (
          <span className={styles.amount}>{t('lineAmount', { amount: lei(amount) })}</span>
        )}
      </p>
    </>
  );
}
