import { Suspense } from 'react';
import { InquiriesInbox } from '@/components/admin/inquiries/inquiries-inbox';

export default function InquiriesPage() {
  return (
    <section className="admin-page">
      {/* The inbox reads its page from the address (useSearchParams). */}
      <Suspense>
        <InquiriesInbox />
      </Suspense>
    </section>
  );
}
