import { Suspense } from 'react';
import { SessionsScreen } from '@/components/admin/team/sessions-screen';

export default function SessionsPage() {
  return (
    <section className="admin-page">
      {/* The list reads its page from the address (useSearchParams). */}
      <Suspense>
        <SessionsScreen />
      </Suspense>
    </section>
  );
}
