'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { signIn } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { loginSchema, type LoginInput } from '@/lib/accounts/schema';
import { safeAdminReturnPath } from '@/lib/admin/paths';
import { notify } from '@/components/admin/shared/notify';
import { TextField } from '@/components/admin/shared/text-field';

/**
 * 'Autentificare' (spec §2): the request goes only with both fields filled, as the shared
 * login schema (the one /api/login and the sign-in provider check) says.
 */
export function LoginForm({ callbackUrl }: { callbackUrl?: string }) {
  const t = useTranslations('Admin.Login');
  const tErrors = useTranslations('Errors');
  const router = useRouter();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onChange',
    defaultValues: { username: '', password: '' },
  });
  const { isValid, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ username, password }) => {
    const result = await signIn('credentials', {
      username: username.trim(),
      password,
      redirect: false,
    });
    if (result?.ok && !result.error) {
      notify('success', t('success'));
      router.replace(safeAdminReturnPath(callbackUrl));
      router.refresh();
      return;
    }
    const code = result?.error === 'TOO_MANY_REQUESTS' ? 'TOO_MANY_REQUESTS' : 'USER_LOGIN_FAILED';
    notify('error', tErrors(code));
  });

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <TextField
        id="username"
        label={t('username')}
        autoComplete="username"
        required
        registration={form.register('username', { setValueAs: (value: string) => value.trim() })}
      />
      <TextField
        id="password"
        type="password"
        label={t('password')}
        autoComplete="current-password"
        required
        registration={form.register('password')}
      />
      <div className="admin-actions" style={{ justifyContent: 'space-between' }}>
        <Link href="/admin/reset" className="admin-link">
          {t('forgot')}
        </Link>
        <button type="submit" className="admin-button" disabled={!isValid || isSubmitting}>
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
