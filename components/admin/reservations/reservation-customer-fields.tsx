'use client';
import { useTranslations } from 'next-intl';
import type { FieldPath, UseFormRegister } from 'react-hook-form';
import type { ReservationValues } from './reservation-values';
import { TextField } from '@/components/admin/shared/text-field';
import styles from './reservation-form.module.css';

const FIELDS = [
  ['name', 'customerName', 'text'],
  ['company', 'company', 'text'],
  ['phone', 'phone', 'tel'],
  ['email', 'email', 'email'],
] as const;

/** The customer: a name (required), and company, phone and e-mail when known. */
export function ReservationCustomerFields(props: {
  register: UseFormRegister<ReservationValues>;
  message: (name: FieldPath<ReservationValues>) => string | undefined;
}) {
  const t = useTranslations('Admin.ReservationForm');
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('customer')}</legend>
      <div className={styles.row}>
        {FIELDS.map(([field, label, type]) => (
          <TextField
            key={field}
            id={`reservation-customer-${field}`}
            label={t(label)}
            type={type}
            // The customer's data, not the admin's own: the browser must not fill it.
            autoComplete="off"
            registration={props.register(`customer.${field}`)}
            error={props.message(`customer.${field}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}
