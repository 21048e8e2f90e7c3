'use client';
import { useTranslations } from 'next-intl';
import { changePasswordSchema } from '@/lib/accounts/schema';
import { apiFetch } from '@/components/admin/shared/api-client';
import { ChangePasswordForm } from './change-password-form';
import { notify } from '@/components/admin/shared/notify';

/** 'Resetare parola' on the profile: other sessions end, this one goes on. */
export function ProfilePassword() {
  const t = useTranslations('Admin.Profile');
  return (
    <ChangePasswordForm
      schema={changePasswordSchema}
      askOldPassword
      submitLabel={t('submit')}
      onSubmit={async (values) => {
        await apiFetch('/api/change', { method: 'POST', body: values });
        notify('success', t('success'));
      }}
    />
  );
}
