'use client';
import { useTranslations } from 'next-intl';
import type { UseFormRegister } from 'react-hook-form';
import { PRICE_MAX } from '@/lib/products/price';
import type { FormValues } from './product-form-values';
import { TextField } from '@/components/admin/shared/text-field';
import styles from './product-form.module.css';

const PRICE_FIELDS = [
  ['price_day', 'priceDay'],
  ['price_week', 'priceWeek'],
] as const;

/** An empty box is 'no price' (null: 'Pret la cerere'); anything else is checked as a number. */
function priceValue(value: unknown): number | null {
  return value === '' || value === null || value === undefined ? null : Number(value);
}

/** The day and week prices of the product form: whole lei without VAT, both optional. */
export function ProductPrices(props: {
  register: UseFormRegister<FormValues>;
  message: (name: keyof FormValues) => string | undefined;
}) {
  const t = useTranslations('Admin.ProductForm');
  return (
    <div className={styles.prices}>
      <div className={styles.row}>
        {PRICE_FIELDS.map(([name, label]) => {
          const error = props.message(name);
          return (
            <TextField
              key={name}
              id={`product-${name}`}
              label={t(label)}
              type="number"
              inputMode="numeric"
              min={0}
              max={PRICE_MAX}
              step={1}
              autoComplete="off"
              aria-describedby={error ? `product-${name}-error` : 'product-price-help'}
              registration={props.register(name, { setValueAs: priceValue })}
              error={error}
            />
          );
        })}
      </div>
      <p className={styles.help} id="product-price-help">
        {t('priceHelp')}
      </p>
    </div>
  );
}
