'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState, type InputHTMLAttributes } from 'react';
import { useForm } from 'react-hook-form';
import { COMPANY_KEYS, OFFER_KEYS } from '@/lib/configuration/company-schema';
import { configurationLabel } from '@/lib/configuration/label';
import {
  CONFIGURATION_DEFAULTS,
  CONFIGURATION_KEYS,
  CONFIGURATION_VALUE_MAX,
  PRIMARY_KEYS,
  SECOND_KEYS,
  configurationFormSchema,
  isConfigurationKey,
  type ConfigurationKey,
  type ConfigurationValues,
} from '@/lib/configuration/schema';
import {
  DEFAULT_VAT_BASIS_POINTS,
  basisPointsToPercent,
  parseBasisPoints,
} from '@/lib/configuration/vat-rate';
import type { ConfigurationEntryWire as Entry } from '@/lib/configuration/wire';
import { ApiRequestError, apiFetch } from '@/components/admin/shared/api-client';
import { useUnsavedChanges } from '@/components/admin/shared/leave-guard';
import { notify, useErrorToast } from '@/components/admin/shared/notify';

/** The values as the form shows them: the VAT rate as a percent ('21'), not '2100'. */
function toFormValues(values: ConfigurationValues): ConfigurationValues {
  const basisPoints = parseBasisPoints(values.offer_vat_basis_points) ?? DEFAULT_VAT_BASIS_POINTS;
  return { ...values, offer_vat_basis_points: basisPointsToPercent(basisPoints) };
}

const valuesOf = (list: Entry[]): ConfigurationValues =>
  toFormValues({
    ...CONFIGURATION_DEFAULTS,
    ...Object.fromEntries(list.map((entry) => [entry.key, entry.value])),
  });

/** Keyboards and checks that fit each field. */
const INPUT_PROPS: Partial<Record<ConfigurationKey, InputHTMLAttributes<HTMLInputElement>>> = {
  contact_mail_to: { type: 'email' },
  contact_mail_to_second: { type: 'email' },
  contact_phone: { type: 'tel' },
  contact_phone_second: { type: 'tel' },
  company_cui: { spellCheck: false, autoCapitalize: 'characters' },
  company_registration_number: { spellCheck: false, autoCapitalize: 'characters' },
  company_iban: { spellCheck: false, autoCapitalize: 'characters' },
  offer_vat_basis_points: { inputMode: 'decimal' },
  offer_validity_days: { inputMode: 'numeric' },
  offer_series: { spellCheck: false, autoCapitalize: 'characters' },
};

/**
 * 'Configurare' (spec §2): the primary and the second contact details, then the company
 * details and the offers' settings (issue #44), one Salvare. The entries come preloaded
 * from the server page.
 */
export function ConfigurationForm({ initial }: { initial: Entry[] }) {
  const t = useTranslations('Admin.Configuration');
  const tErrors = useTranslations('Errors');
  const showError = useErrorToast();
  const [entries, setEntries] = useState(initial);
  const [preloaded] = useState(() => valuesOf(initial));
  const form = useForm<ConfigurationValues, unknown, ConfigurationValues>({
    resolver: zodResolver(configurationFormSchema),
    // Checked as one types, not on blur: a message vanishing on blur moves the Salvare
    // button away between press and release, and the click is lost.
    mode: 'onChange',
    defaultValues: preloaded,
  });
  const { errors, isDirty, isSubmitSuccessful, isSubmitting } = form.formState;
  useUnsavedChanges(isDirty && !isSubmitSuccessful);

  // The values here are the schema's output: normalised, the VAT rate in basis points.
  const submit = form.handleSubmit(async (values) => {
    const body = CONFIGURATION_KEYS.map((key) => ({
      uuid: entries.find((entry) => entry.key === key)?.uuid,
      key,
      value: values[key],
    }));
    try {
      const saved = await apiFetch<Entry[]>('/api/configuration/update', { method: 'PUT', body });
      setEntries(saved);
      form.reset(toFormValues(values));
      notify('success', t('saved'));
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const { msg, param } of error.errors) {
          if (param && isConfigurationKey(param)) form.setError(param, { message: msg });
        }
      }
      showError(error);
    }
  });

  const field = (key: ConfigurationKey, label: string) => {
    const error = errors[key]?.message;
    return (
      <tr key={key}>
        <th scope="row">
          <label htmlFor={key}>{label}</label>
        </th>
        <td className="admin-field">
          <input
            id={key}
            type="text"
            maxLength={CONFIGURATION_VALUE_MAX}
            {...INPUT_PROPS[key]}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${key}-error` : undefined}
            // In the server HTML too: react-hook-form fills its inputs only once in the browser.
            defaultValue={preloaded[key]}
            {...form.register(key, {
              deps: key.endsWith('_second') ? [...SECOND_KEYS] : undefined,
            })}
          />
          {error && (
            <p id={`${key}-error`} className="admin-error">
              {tErrors.has(error) ? tErrors(error) : error}
            </p>
          )}
        </td>
      </tr>
    );
  };
  const named = (key: (typeof COMPANY_KEYS)[number] | (typeof OFFER_KEYS)[number]) =>
    field(key, t(`fields.${key}`));

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <table className="admin-table">
        <caption>{t('primary')}</caption>
        <tbody>{PRIMARY_KEYS.map((key) => field(key, configurationLabel(key, true)))}</tbody>
      </table>
      <table className="admin-table">
        <caption>{t('second')}</caption>
        <tbody>{SECOND_KEYS.map((key) => field(key, configurationLabel(key, false)))}</tbody>
      </table>
      <table className="admin-table">
        <caption>{t('company')}</caption>
        <tbody>{COMPANY_KEYS.map(named)}</tbody>
      </table>
      <table className="admin-table">
        <caption>{t('offers')}</caption>
        <tbody>{OFFER_KEYS.map(named)}</tbody>
      </table>
      <div className="admin-actions">
        <button type="submit" className="admin-button" disabled={isSubmitting}>
          {t('save')}
        </button>
      </div>
    </form>
  );
}
