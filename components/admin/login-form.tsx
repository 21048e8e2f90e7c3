'use client';
import { signIn } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { safeAdminReturnPath } from '@/lib/admin/paths';
import { notify } from './notify';

/** 'Autentificare' (spec §2): the request goes only with both fields filled. */
export function LoginForm({ callbackUrl }: { callbackUrl?: string }) {
  const t = useTranslations('Admin.Login');
  const tErrors = useTranslations('Errors');
  const router = useRouter();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const valid = username.trim() !== '' && password !== '';

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    const result = await signIn('credentials', {
      username: username.trim(),
      password,
      redirect: false,
    });
    setBusy(false);
    if (result?.ok && !result.error) {
      notify('success', t('success'));
      router.replace(safeAdminReturnPath(callbackUrl));
      router.refresh();
      return;
    }
    const code = result?.error === 'TOO_MANY_REQUESTS' ? 'TOO_MANY_REQUESTS' : 'USER_LOGIN_FAILED';
    notify('error', tErrors(code));
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <div className="admin-field">
        <label htmlFor="username">{t('username')}</label>
        <input
          id="username"
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </div>
      <div className="admin-field">
        <label htmlFor="password">{t('password')}</label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <div className="admin-actions" style={{ justifyContent: 'space-between' }}>
        <Link href="/admin/reset" className="admin-link">
          {t('forgot')}
        </Link>
        <button type="submit" className="admin-button" disabled={!valid || busy}>
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
