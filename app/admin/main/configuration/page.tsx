import { getTranslations } from 'next-intl/server';
import { ConfigurationForm } from '@/components/admin/configuration/configuration-form';
import { requireAdminSession } from '@/lib/admin/session';
import { listConfiguration } from '@/lib/configuration/queries';
import { toConfigurationWire } from '@/lib/configuration/wire';

export default async function ConfigurationPage() {
  await requireAdminSession();
  const t = await getTranslations({ locale: 'ro', namespace: 'Admin.Configuration' });
  return (
    <section className="admin-page">
      <h1>{t('title')}</h1>
      <ConfigurationForm initial={(await listConfiguration()).map(toConfigurationWire)} />
    </section>
  );
}
