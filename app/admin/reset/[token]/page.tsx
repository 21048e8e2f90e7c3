import { getTranslations } from 'next-intl/server';
import { ResetPassword } from '@/components/admin/team/reset-password';

export default async function ResetPasswordPage({ params }: PageProps<'/admin/reset/[token]'>) {
  const { token } = await params;
  const t = await getTranslations({ locale: 'ro', namespace: 'Admin.Reset' });
  return (
    <main className="admin-auth">
      <div className="admin-card">
        <h1>{t('title')}</h1>
        <ResetPassword token={token} />
      </div>
    </main>
  );
}
