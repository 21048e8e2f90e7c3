import { getTranslations } from 'next-intl/server';
import { ReservationForm } from '@/components/admin/reservations/reservation-form';
import { startValues } from '@/components/admin/reservations/reservation-values';
import { requireAdminSession } from '@/lib/admin/session';
import { listCategories } from '@/lib/categories/queries';
import { draftFromRequest, machinePickerStart } from '@/lib/reservations/admin';

/**
 * 'Adaugare rezervare'; ?request={uuid} ('Creeaza rezervare' in the inbox) starts from that
 * offer request: its machine, period and sender.
 */
export default async function AddReservationPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdminSession();
  const request = (await searchParams).request;
  const [t, categories, draft] = await Promise.all([
    getTranslations({ locale: 'ro', namespace: 'Admin.ReservationForm' }),
    listCategories(),
    typeof request === 'string' ? draftFromRequest(request) : null,
  ]);
  const machineStart = await machinePickerStart(draft?.product_uuid ?? null);
  return (
    <section className="admin-page">
      <h1>{t('titleAdd')}</h1>
      <ReservationForm
        categories={categories}
        machineStart={machineStart}
        start={startValues(draft ?? {})}
        fromRequest={draft !== null}
      />
    </section>
  );
}
