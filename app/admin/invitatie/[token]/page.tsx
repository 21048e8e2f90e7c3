import { getTranslations } from 'next-intl/server';
import { InvitationForm } from '@/components/admin/invitation-form';

/** The mailed invitation's link (issue #33): open, like the reset link; the token decides. */
export default async function InvitationPage({ params }: PageProps<'/admin/invitatie/[token]'>) {
  const { token } = await params;
  const t = await getTranslations({ locale: 'ro', namespace: 'Admin.Invitation' });
  return (
    <main className="admin-auth">
      <div className="admin-card">
        <h1>{t('title')}</h1>
        <InvitationForm token={token} />
      </div>
    </main>
  );
}
