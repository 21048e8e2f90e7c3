import { getTranslations } from 'next-intl/server';
import { ForgotPasswordForm } from '@/components/admin/team/forgot-password-form';

export default async function ForgotPasswordPage() {
  const t = await getTranslations({ locale: 'ro', namespace: 'Admin.Forgot' });
  return (
    <main className="admin-auth">
      <div className="admin-card">
        <h1>{t('title')}</h1>
        <ForgotPasswordForm />
      </div>
    </main>
  );
}
