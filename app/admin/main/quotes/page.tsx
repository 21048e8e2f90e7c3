import { Suspense } from 'react';
import { QuotesList } from '@/components/admin/quotes/quotes-list';
import { requireAdminSession } from '@/lib/admin/session';

/** 'Oferte' (issue #44): the offers, a page at a time, by state. */
export default async function QuotesPage() {
  await requireAdminSession();
  return (
    <section className="admin-page">
      {/* The list reads its page and state from the address (useSearchParams). */}
      <Suspense>
        <QuotesList />
      </Suspense>
    </section>
  );
}
