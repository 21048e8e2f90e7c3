import { InquiriesInbox } from '@/components/admin/inquiries-inbox';

export default function InquiriesPage() {
  return (
    <section className="admin-page">
      <InquiriesInbox />
    </section>
  );
}
