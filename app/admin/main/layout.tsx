import { AdminShell } from '@/components/admin/shared/admin-shell';
import { requireAdminSession } from '@/lib/admin/session';

/** Everything under /admin/main needs a live session; the way back is kept for after login. */
export default async function AdminMainLayout({ children }: { children: React.ReactNode }) {
  await requireAdminSession();
  return <AdminShell>{children}</AdminShell>;
}
