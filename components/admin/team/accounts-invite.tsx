'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { inviteSchema, type InviteInput } from '@/lib/accounts/schema';
import { apiFetch, ApiRequestError } from '@/components/admin/shared/api-client';
import { notify, useErrorToast } from '@/components/admin/shared/notify';
import { TextField } from '@/components/admin/shared/text-field';
import styles from './team.module.css';

/** The invitation form of 'Administratori': an address, then 'Trimite invitatia'. */
export function AccountsInvite({ onInvited }: { onInvited: () => void }) {
  const t = useTranslations('Admin.Accounts');
  const tErrors = useTranslations('Errors');
  const showError = useErrorToast();
  const form = useForm<InviteInput>({
    resolver: zodResolver(inviteSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const error = form.formState.errors.email?.message;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await apiFetch('/api/account/invite', { method: 'POST', body: { email } });
      notify('success', t('invited'));
      form.reset();
      onInvited();
    } catch (failure) {
      const first = failure instanceof ApiRequestError ? failure.errors[0] : undefined;
      if (first?.param === 'email') form.setError('email', { message: first.msg });
      showError(failure);
    }
  });

  return (
    <form className={styles.invite} onSubmit={submit} noValidate aria-labelledby="invite-heading">
      <h2 id="invite-heading">{t('inviteHeading')}</h2>
      <div className={styles.inviteRow}>
        <TextField
          id="invite-email"
          label={t('email')}
          type="email"
          autoComplete="off"
          registration={form.register('email')}
          error={error ? tErrors(error, { email: 'nume@domeniu.ro' }) : undefined}
        />
        <button type="submit" className="admin-button" disabled={form.formState.isSubmitting}>
          {t('invite')}
        </button>
      </div>
    </form>
  );
}
