'use client';
import { useTranslations } from 'next-intl';
import type { FieldPath, UseFormRegister } from 'react-hook-form';
import { CustomerFieldset } from '@/components/admin/shared/customer-fieldset';
import type { ReservationValues } from './reservation-values';

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
    <CustomerFieldset
      legend={t('customer')}
      idPrefix="reservation-customer"
      fields={FIELDS.map(([name, label, type]) => ({
        name,
        label: t(label),
        type,
        registration: props.register(`customer.${name}`),
        error: props.message(`customer.${name}`),
      }))}
    />
  );
}
