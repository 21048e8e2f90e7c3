'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
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
import { ApiRequestError, apiFetch } from './api-client';
import { useUnsavedChanges } from './leave-guard';
import { notify, useErrorToast } from './notify';

type Entry = { uuid: string; key: string; value: string };
const EMPTY = Object.fromEntries(CONFIGURATION_KEYS.map((key) => [key, ''])) as ConfigurationValues;

/** 'Configurare' (spec §2): the primary and the second contact details, one Salvare. */
export function ConfigurationForm() {
  const t = useTranslations('Admin.Configuration');
  const tErrors = useTranslations('Errors');
  const showError = useErrorToast();
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const form = useForm<ConfigurationValues>({
    resolver: zodResolver(configurationValuesSchema),
    // Checked as one types, not on blur: a message vanishing on blur moves the Salvare
    // button away between press and release, and the click is lost.
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  const { errors, isDirty, isSubmitSuccessful, isSubmitting } = form.formState;
  useUnsavedChanges(isDirty && !isSubmitSuccessful);

  useEffect(() => {
    apiFetch<Entry[]>('/api/configuration').then((list) => {
      setEntries(list);
      form.reset({
        ...EMPTY,
        ...Object.fromEntries(list.map((entry) => [entry.key, entry.value])),
      });
    }, showError);
  }, [form, showError]);

  const submit = form.handleSubmit(async (values) => {
    const body = CONFIGURATION_KEYS.map((key) => ({
      uuid: entries?.find((entry) => entry.key === key)?.uuid,
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
            disabled={entries === null}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${key}-error` : undefined}
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
    <form className="admin-form" onSubmit={submit} noValidate aria-busy={entries === null}>
      <table className="admin-table">
        <caption>{t('primary')}</caption>
        <tbody>{PRIMARY_KEYS.map((key) => field(key, true))}</tbody>
      </table>
      <table className="admin-table">
        <caption>{t('second')}</caption>
        <tbody>{SECOND_KEYS.map((key) => field(key, false))}</tbody>
      </table>
      <div className="admin-actions">
        <button type="submit" className="admin-button" disabled={entries === null || isSubmitting}>
          {t('save')}
        </button>
      </div>
    </form>
  );
}
