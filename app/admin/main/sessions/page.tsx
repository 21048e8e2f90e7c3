import { SessionsScreen } from '@/components/admin/sessions-screen';

export default function SessionsPage() {
  return (
    <section className="admin-page">
      <SessionsScreen />
    </section>
  );
}
