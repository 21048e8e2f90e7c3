import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { ReservationForm } from '@/components/admin/reservations/reservation-form';
import { startValues } from '@/components/admin/reservations/reservation-values';
import { requireAdminSession } from '@/lib/admin/session';
import { ApiError } from '@/lib/errors';
import { listCategories } from '@/lib/categories/queries';
import { machinePickerStart } from '@/lib/reservations/admin';
import { getReservation } from '@/lib/reservations/queries';
import { toReservationWire } from '@/lib/reservations/wire';

/** The reservation read on the server, or null when there is none with that uuid. */
async function readReservation(uuid: string) {
  try {
    return toReservationWire(await getReservation(uuid));
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/** 'Modificare rezervare': the states offered are the stored one and where it may go next. */
export default async function EditReservationPage({
  params,
}: {
  params: Promise<{ uuid: string }>;
}) {
  await requireAdminSession();
  const { uuid } = await params;
  const [t, categories, reservation] = await Promise.all([
    getTranslations({ locale: 'ro', namespace: 'Admin.ReservationForm' }),
    listCategories(),
    readReservation(uuid),
  ]);
  const machineStart = await machinePickerStart(reservation?.product_uuid ?? null);
  return (
    <section className="admin-page">
      <h1>{t('titleEdit')}</h1>
      {reservation ? (
        <ReservationForm
          categories={categories}
          machineStart={machineStart}
          uuid={reservation.uuid}
          storedStatus={reservation.status}
          start={startValues(reservation)}
        />
      ) : (
        <>
          <p role="alert">{t('notFound')}</p>
          <Link href="/admin/main/reservations" className="admin-button secondary">
            {t('backToList')}
          </Link>
        </>
      )}
    </section>
  );
}
