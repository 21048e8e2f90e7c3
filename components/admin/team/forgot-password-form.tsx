'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useForm } from 'react-hook-form';
import { resetRequestSchema } from '@/lib/accounts/schema';
import { LOCALE_STORAGE_KEY } from '@/lib/site';
import { apiFetch } from '@/components/admin/shared/api-client';
import { notify, useErrorToast } from '@/components/admin/shared/notify';
import { TextField } from '@/components/admin/shared/text-field';

const schema = resetRequestSchema.pick({ mail: true });

/** 'Ati uitat parola?' (spec §2): the answer is the same whether the address is known or not. */
export function ForgotPasswordForm() {
  const t = useTranslations('Admin.Forgot');
  const tErrors = useTranslations('Errors');
  const showError = useErrorToast();
  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { mail: '' },
  });
  const error = form.formState.errors.mail?.message;

  const submit = form.handleSubmit(async ({ mail }) => {
    try {
      const lang = window.localStorage.getItem(LOCALE_STORAGE_KEY) === 'en' ? 'en' : 'ro';
      await apiFetch('/api/reset', { method: 'POST', body: { mail, lang } });
      notify('success', t('sent'));
      form.reset();
    } catch (failure) {
      showError(failure);
    }
  });

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <TextField
        id="mail"
        type="email"
        label={t('email')}
        autoComplete="email"
        registration={form.register('mail')}
        error={error && tErrors(error, { email: 'nume@domeniu.ro' })}
      />
      <div className="admin-actions" style={{ justifyContent: 'space-between' }}>
        <Link href="/admin/login" className="admin-link">
          {t('back')}
        </Link>
        <button type="submit" className="admin-button" disabled={form.formState.isSubmitting}>
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
