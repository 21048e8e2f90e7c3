import { getTranslations } from 'next-intl/server';
import { ProfilePassword } from '@/components/admin/team/profile-password';

export default async function ProfilePage() {
  const t = await getTranslations({ locale: 'ro', namespace: 'Admin.Profile' });
  return (
    <section className="admin-page">
      <h1>{t('title')}</h1>
      <ProfilePassword />
    </section>
  );
}
