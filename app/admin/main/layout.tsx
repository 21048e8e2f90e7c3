import { getServerSession } from 'next-auth';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { AdminShell } from '@/components/admin/admin-shell';
import { authOptions } from '@/lib/accounts/auth-options';
import { ADMIN_HOME, ADMIN_PATH_HEADER } from '@/lib/admin/paths';

/** Everything under /admin/main needs a live session; the way back is kept for after login. */
export default async function AdminMainLayout({ children }: { children: React.ReactNode }) {
  const session = await getServerSession(authOptions());
  if (!session) {
    const requested = (await headers()).get(ADMIN_PATH_HEADER) ?? ADMIN_HOME;
    redirect(`/admin/login?callbackUrl=${encodeURIComponent(requested)}`);
  }
  return <AdminShell>{children}</AdminShell>;
}
