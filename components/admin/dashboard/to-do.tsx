import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { FailedMails, OpenRequests } from '@/lib/dashboard/queries';
import { formatDateTime } from '@/components/admin/inquiries/inquiries-format';
import styles from './dashboard.module.css';

/** What waits for the owner: requests not marked handled, and mails the SMTP server refused. */
export async function ToDo({ open, mails }: { open: OpenRequests; mails: FailedMails }) {
  const t = await getTranslations({ locale: 'ro', namespace: 'Admin.Dashboard' });
  return (
    <section className={styles.panel} aria-labelledby="todo-heading">
      <h2 id="todo-heading">{t('todoHeading')}</h2>
      <div className={styles.pair}>
        <div>
          <table className="admin-table" data-testid="open-requests">
            <caption>{t('openCaption', { count: open.count })}</caption>
            {open.count > 0 && (
              <thead>
                <tr>
                  <th scope="col">{t('dateColumn')}</th>
                  <th scope="col">{t('nameColumn')}</th>
                </tr>
              </thead>
            )}
            <tbody>
              {open.count === 0 ? (
                <tr>
                  <td className="admin-muted">{t('openNone')}</td>
                </tr>
              ) : (
                open.oldest.map((request) => (
                  <tr key={request.uuid}>
                    <td>{formatDateTime(request.createdAt)}</td>
                    <td>{request.name || t('anonymous')}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
          <p>
            <Link href="/admin/main/inquiries" className="admin-link">
              {t('openLink')}
            </Link>
          </p>
        </div>
        <div>
          <table className="admin-table" data-testid="failed-mails">
            <caption>{t('mailsCaption', { count: mails.count })}</caption>
            {mails.count > 0 && (
              <thead>
                <tr>
                  <th scope="col">{t('mailKindColumn')}</th>
                  <th scope="col">{t('mailToColumn')}</th>
                  <th scope="col">{t('attemptsColumn')}</th>
                  <th scope="col">{t('errorColumn')}</th>
                </tr>
              </thead>
            )}
            <tbody>
              {mails.count === 0 ? (
                <tr>
                  <td className="admin-muted">{t('mailsNone')}</td>
                </tr>
              ) : (
                mails.latest.map((mail, index) => (
                  <tr key={index}>
                    <td>{t(`mailKind_${mail.kind}`)}</td>
                    <td>{mail.to}</td>
                    <td>{mail.attempts}</td>
                    <td>{mail.lastError}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
          {mails.count > 0 && <p className="admin-muted">{t('mailsHint')}</p>}
        </div>
      </div>
    </section>
  );
}
