import { getTranslations } from 'next-intl/server';
import { ConfigurationForm } from '@/components/admin/configuration-form';

export default async function ConfigurationPage() {
  const t = await getTranslations({ locale: 'ro', namespace: 'Admin.Configuration' });
  return (
    <section className="admin-page">
      <h1>{t('title')}</h1>
      <ConfigurationForm />
    </section>
  );
}
