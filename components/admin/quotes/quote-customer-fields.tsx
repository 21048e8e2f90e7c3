'use client';
import { useTranslations } from 'next-intl';
import type { FieldPath, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/admin/shared/text-field';
import type { QuoteFormValues } from './quote-values';
import styles from './quote-editor.module.css';

const FIELDS = [
  ['name', 'customerName', 'text'],
  ['company', 'company', 'text'],
  ['cui', 'cui', 'text'],
  ['phone', 'phone', 'tel'],
  ['email', 'email', 'email'],
  ['address', 'address', 'text'],
] as const;

/** The customer: a name (required), and company, CUI, phone, e-mail and address when known. */
export function QuoteCustomerFields(props: {
  register: UseFormRegister<QuoteFormValues>;
  message: (name: FieldPath<QuoteFormValues>) => string | undefined;
}) {
  const t = useTranslations('Admin.QuoteEditor');
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('customer')}</legend>
      <div className={styles.row}>
        {FIELDS.map(([field, label, type]) => (
          <TextField
            key={field}
            id={`quote-customer-${field}`}
            label={t(label)}
            type={type}
            // The customer's data, not the admin's own: the browser must not fill it.
            autoComplete="off"
            spellCheck={field === 'cui' ? false : undefined}
            registration={props.register(`customer.${field}`)}
            error={props.message(`customer.${field}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}
