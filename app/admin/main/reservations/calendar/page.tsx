import { Suspense } from 'react';
import { ReservationCalendar } from '@/components/admin/reservations/reservation-calendar';
import { requireAdminSession } from '@/lib/admin/session';
import { listCategories } from '@/lib/categories/queries';
import { toCategoryWire } from '@/lib/categories/wire';

/** The reservations' month calendar of one category (issue #35). */
export default async function ReservationCalendarPage() {
  await requireAdminSession();
  const categories = await listCategories();
  return (
    <section className="admin-page">
      {/* Category and month come from the address (useSearchParams). */}
      <Suspense>
        <ReservationCalendar categories={categories.map(toCategoryWire)} />
      </Suspense>
    </section>
  );
}
