import { Suspense } from 'react';
import { AuditLog } from '@/components/admin/audit/audit-log';

export default function AuditPage() {
  return (
    <section className="admin-page">
      {/* The log reads its page and filters from the address (useSearchParams). */}
      <Suspense>
        <AuditLog />
      </Suspense>
    </section>
  );
}
