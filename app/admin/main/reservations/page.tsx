import { Suspense } from 'react';
import { ReservationFeed } from '@/components/admin/reservations/reservation-feed';
import { ReservationsList } from '@/components/admin/reservations/reservations-list';
import { requireAdminSession } from '@/lib/admin/session';
import { listCategories } from '@/lib/categories/queries';
import { machinePickerStart } from '@/lib/reservations/admin';

/**
 * 'Rezervari' (issue #35): the list (the categories of its machine filter, and the machines of
 * the one the address names, read on the server), then the link of the phones' calendar feed.
 */
export default async function ReservationsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdminSession();
  const product = (await searchParams).product;
  const [categories, machineStart] = await Promise.all([
    listCategories(),
    machinePickerStart(typeof product === 'string' ? product : null),
  ]);
  return (
    <section className="admin-page">
      {/* The list reads its page and filters from the address (useSearchParams). */}
      <Suspense>
        <ReservationsList categories={categories} machineStart={machineStart} />
      </Suspense>
      <div style={{ marginTop: '2.5rem' }}>
        <ReservationFeed />
      </div>
    </section>
  );
}
