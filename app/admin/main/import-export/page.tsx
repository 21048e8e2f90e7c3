import { getTranslations } from 'next-intl/server';
import { ImportExport } from '@/components/admin/data/import-export';
import { requireAdminSession } from '@/lib/admin/session';

/** 'Import / export' (issue #32): import a machines file, export the catalogue, a backup. */
export default async function ImportExportPage() {
  await requireAdminSession();
  const t = await getTranslations({ locale: 'ro', namespace: 'Admin.ImportExport' });
  return (
    <section className="admin-page">
      <h1>{t('title')}</h1>
      <ImportExport />
    </section>
  );
}
