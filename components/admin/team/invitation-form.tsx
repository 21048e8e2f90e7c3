'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from '@/lib/validation/zod';
import { acceptInviteSchema } from '@/lib/accounts/schema';
import { apiFetch, ApiRequestError } from '@/components/admin/shared/api-client';
import { notify, useErrorToast } from '@/components/admin/shared/notify';
import { PasswordStrengthMeter } from './password-strength-meter';
import { TextField } from '@/components/admin/shared/text-field';

/** The API's rules for the name and password, and the confirmation checked here. */
const invitationSchema = z
  .object({
    username: acceptInviteSchema.shape.username,
    password: acceptInviteSchema.shape.password,
    confirmPassword: z.string().min(1, 'REQUIRED_CONFIRM_PASSWORD'),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'ERROR_NEW_PASSWORD_INCORRECT',
    path: ['confirmPassword'],
  });
type Fields = z.input<typeof invitationSchema>;

/**
 * 'Creare cont administrator' from the mailed link (issue #33): a user name and a password;
 * then the login. A link used, expired or made up says so in place of the form.
 */
export function InvitationForm({
  token,
  email,
}: {
  token: string;
  /** The invited address, or null when the link can no longer be used. */
  email: string | null;
}) {
  const t = useTranslations('Admin.Invitation');
  const tErrors = useTranslations('Errors');
  const showError = useErrorToast();
  const router = useRouter();
  const [unusable, setUnusable] = useState(email === null);
  const form = useForm<Fields>({
    resolver: zodResolver(invitationSchema),
    mode: 'onTouched',
    defaultValues: { username: '', password: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;
  const password = useWatch({ control: form.control, name: 'password' });
  const message = (code?: string) => (code ? tErrors(code) : undefined);

  const submit = form.handleSubmit(async ({ username, password }) => {
    try {
      await apiFetch('/api/account/accept', {
        method: 'POST',
        body: { token, username: username.trim(), password },
      });
      notify('success', t('success'));
      router.push('/admin/login');
    } catch (failure) {
      const first = failure instanceof ApiRequestError ? failure.errors[0] : undefined;
      if (first?.msg === 'INVALID_INVITE_TOKEN') setUnusable(true);
      else if (first?.param === 'username' || first?.param === 'password') {
        form.setError(first.param, { message: first.msg });
      }
      showError(failure);
    }
  });

  if (unusable) {
    return (
      <div className="admin-form">
        <p role="alert" className="admin-error">
          {tErrors('INVALID_INVITE_TOKEN')}
        </p>
        <Link href="/admin/login" className="admin-link">
          {t('login')}
        </Link>
      </div>
    );
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <p className="admin-muted">{t('forAddress', { email: email ?? '' })}</p>
      <TextField
        id="username"
        label={t('username')}
        autoComplete="username"
        help={t('usernameHelp')}
        registration={form.register('username')}
        error={message(errors.username?.message)}
      />
      <TextField
        id="password"
        type="password"
        label={t('password')}
        autoComplete="new-password"
        registration={form.register('password')}
        error={message(errors.password?.message)}
      >
        <PasswordStrengthMeter password={password} />
      </TextField>
      <TextField
        id="confirmPassword"
        type="password"
        label={t('confirmPassword')}
        autoComplete="new-password"
        registration={form.register('confirmPassword')}
        error={message(errors.confirmPassword?.message)}
      />
      <div className="admin-actions">
        <button type="submit" className="admin-button" disabled={form.formState.isSubmitting}>
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
