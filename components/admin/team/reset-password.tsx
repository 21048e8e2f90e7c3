'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import * as z from '@/lib/validation/zod';
import { verifyResetSchema } from '@/lib/accounts/schema';
import { apiFetch } from '@/components/admin/shared/api-client';
import { ChangePasswordForm } from './change-password-form';
import { notify } from '@/components/admin/shared/notify';

/** 'Schimbare parola' from the e-mailed link; after success, the login (spec §2). */
export function ResetPassword({ token }: { token: string }) {
  const t = useTranslations('Admin.Reset');
  const router = useRouter();
  // The API's rules, with the link's token added to what the form holds.
  const schema = z.preprocess((values) => ({ ...(values as object), token }), verifyResetSchema);
  return (
    <ChangePasswordForm
      schema={schema}
      askOldPassword={false}
      submitLabel={t('submit')}
      onSubmit={async ({ newPassword, confirmPassword }) => {
        await apiFetch('/api/change/verify', {
          method: 'POST',
          body: { newPassword, confirmPassword, token },
        });
        notify('success', t('success'));
        router.push('/admin/login');
      }}
    />
  );
}
