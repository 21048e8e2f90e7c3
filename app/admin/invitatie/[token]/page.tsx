import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import { InvitationForm } from '@/components/admin/team/invitation-form';
import { invitedAddress } from '@/lib/accounts/team';

/**
 * The mailed invitation's link (issue #33): open, like the reset link; the token decides. A
 * link that can no longer be used says so before anything is typed.
 */
export default async function InvitationPage({ params }: PageProps<'/admin/invitatie/[token]'>) {
  // Read at each visit: a link used a minute ago must not be offered as a form again.
  await connection();
  const { token } = await params;
  const t = await getTranslations({ locale: 'ro', namespace: 'Admin.Invitation' });
  const email = await invitedAddress(token);
  return (
    <main className="admin-auth">
      <div className="admin-card">
        <h1>{t('title')}</h1>
        <InvitationForm token={token} email={email} />
      </div>
    </main>
  );
}
