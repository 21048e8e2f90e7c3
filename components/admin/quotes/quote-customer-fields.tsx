'use client';
import { useTranslations } from 'next-intl';
import type { FieldPath, UseFormRegister } from 'react-hook-form';
import { CustomerFieldset } from '@/components/admin/shared/customer-fieldset';
import type { QuoteFormValues } from './quote-values';

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
    <CustomerFieldset
      legend={t('customer')}
      idPrefix="quote-customer"
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
