import { getServerSession } from 'next-auth';
import { AccountsScreen } from '@/components/admin/team/accounts-screen';
import { authOptions } from '@/lib/accounts/auth-options';
import { requireAdminSession } from '@/lib/admin/session';

/** 'Administratori' (issue #33): the list reads itself; the page says whose session this is. */
export default async function AccountsPage() {
  await requireAdminSession();
  const session = await getServerSession(authOptions());
  return (
    <section className="admin-page">
      <AccountsScreen self={session?.user?.id ?? null} />
    </section>
  );
}
