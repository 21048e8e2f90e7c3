import { Suspense } from 'react';
import { ReservationFeed } from '@/components/admin/reservation-feed';
import { ReservationsList } from '@/components/admin/reservations-list';
import { requireAdminSession } from '@/lib/admin/session';
import { listMachineChoices } from '@/lib/reservations/admin';

/**
 * 'Rezervari' (issue #35): the list (the machines of its filter read on the server), then the
 * link of the phones' calendar feed.
 */
export default async function ReservationsPage() {
  await requireAdminSession();
  const machines = await listMachineChoices();
  return (
    <section className="admin-page">
      {/* The list reads its page and filters from the address (useSearchParams). */}
      <Suspense>
        <ReservationsList machines={machines} />
      </Suspense>
      <div style={{ marginTop: '2.5rem' }}>
        <ReservationFeed />
      </div>
    </section>
  );
}
