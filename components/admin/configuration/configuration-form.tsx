'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { configurationLabel } from '@/lib/configuration/label';
import {
  CONFIGURATION_KEYS,
  PRIMARY_KEYS,
  SECOND_KEYS,
  configurationValuesSchema,
  type ConfigurationKey,
  type ConfigurationValues,
} from '@/lib/configuration/schema';
import type { ConfigurationEntryWire as Entry } from '@/lib/configuration/wire';
import { ApiRequestError, apiFetch } from '@/components/admin/shared/api-client';
import { useUnsavedChanges } from '@/components/admin/shared/leave-guard';
import { notify, useErrorToast } from '@/components/admin/shared/notify';

const EMPTY = Object.fromEntries(CONFIGURATION_KEYS.map((key) => [key, ''])) as ConfigurationValues;
const valuesOf = (list: Entry[]): ConfigurationValues => ({
  ...EMPTY,
  ...Object.fromEntries(list.map((entry) => [entry.key, entry.value])),
});

/**
 * 'Configurare' (spec §2): the primary and the second contact details, one Salvare. The
 * entries come preloaded from the server page.
 */
export function ConfigurationForm({ initial }: { initial: Entry[] }) {
  const t = useTranslations('Admin.Configuration');
  const tErrors = useTranslations('Errors');
  const showError = useErrorToast();
  const [entries, setEntries] = useState(initial);
  const [preloaded] = useState(() => valuesOf(initial));
  const form = useForm<ConfigurationValues>({
    resolver: zodResolver(configurationValuesSchema),
    // Checked as one types, not on blur: a message vanishing on blur moves the Salvare
    // button away between press and release, and the click is lost.
    mode: 'onChange',
    defaultValues: preloaded,
  });
  const { errors, isDirty, isSubmitSuccessful, isSubmitting } = form.formState;
  useUnsavedChanges(isDirty && !isSubmitSuccessful);

  const submit = form.handleSubmit(async (values) => {
    const body = CONFIGURATION_KEYS.map((key) => ({
      uuid: entries.find((entry) => entry.key === key)?.uuid,
      key,
      value: values[key],
    }));
    try {
      const saved = await apiFetch<Entry[]>('/api/configuration/update', { method: 'PUT', body });
      setEntries(saved);
      form.reset(values);
      notify('success', t('saved'));
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const { msg, param } of error.errors) {
          if (param && (CONFIGURATION_KEYS as readonly string[]).includes(param)) {
            form.setError(param as ConfigurationKey, { message: msg });
          }
        }
      }
      showError(error);
    }
  });

  const field = (key: ConfigurationKey, required: boolean) => {
    const error = errors[key]?.message;
    return (
      <tr key={key}>
        <th scope="row">
          <label htmlFor={key}>{configurationLabel(key, required)}</label>
        </th>
        <td className="admin-field">
          <input
            id={key}
            type={key.includes('mail_to') ? 'email' : key.includes('phone') ? 'tel' : 'text'}
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

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <table className="admin-table">
        <caption>{t('primary')}</caption>
        <tbody>{PRIMARY_KEYS.map((key) => field(key, true))}</tbody>
      </table>
      <table className="admin-table">
        <caption>{t('second')}</caption>
        <tbody>{SECOND_KEYS.map((key) => field(key, false))}</tbody>
      </table>
      <div className="admin-actions">
        <button type="submit" className="admin-button" disabled={isSubmitting}>
          {t('save')}
        </button>
      </div>
    </form>
  );
}
