import { getTranslations } from 'next-intl/server';
import { LoginForm } from '@/components/admin/team/login-form';

export default async function LoginPage({ searchParams }: PageProps<'/admin/login'>) {
  const { callbackUrl } = await searchParams;
  const t = await getTranslations({ locale: 'ro', namespace: 'Admin.Login' });
  return (
    <main className="admin-auth">
      <div className="admin-card">
        <h1>{t('title')}</h1>
        <LoginForm callbackUrl={typeof callbackUrl === 'string' ? callbackUrl : undefined} />
      </div>
    </main>
  );
}
