'use client';
import { useTranslations } from 'next-intl';
import { Fragment, useCallback, useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ContactRequestView } from '@/lib/contact/queries';
import { apiFetch } from './api-client';
import { DeliveryBadge, InquiryDetail, StatusBadge } from './inquiries-detail';
import { formatDateTime, fullName } from './inquiries-format';
import { notify, useErrorToast } from './notify';
import styles from './inquiries.module.css';

/** 'Cereri oferta': the contact requests, newest first, with their state and mail delivery. */
export function InquiriesInbox() {
  const t = useTranslations('Admin');
  const showError = useErrorToast();
  const [requests, setRequests] = useState<ContactRequestView[] | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<ContactRequestView | null>(null);

  const load = useCallback(
    () => apiFetch<ContactRequestView[]>('/api/contact/requests').then(setRequests, showError),
    [showError],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const replace = (updated: ContactRequestView) =>
    setRequests(
      (list) => list?.map((item) => (item.uuid === updated.uuid ? updated : item)) ?? null,
    );

  async function toggle(request: ContactRequestView) {
    if (openId === request.uuid) return setOpenId(null);
    setOpenId(request.uuid);
    // The list may be minutes old: the mail's delivery state is read again on opening.
    apiFetch<ContactRequestView>(`/api/contact/requests/${request.uuid}`).then(replace, showError);
  }

  async function setStatus(request: ContactRequestView, status: 'new' | 'handled') {
    try {
      const updated = await apiFetch<ContactRequestView>(`/api/contact/requests/${request.uuid}`, {
        method: 'PUT',
        body: { status },
      });
      replace(updated);
      notify('success', t(status === 'handled' ? 'Inbox.markedHandled' : 'Inbox.markedNew'));
    } catch (error) {
      showError(error);
    }
  }

  async function remove(request: ContactRequestView) {
    setToDelete(null);
    try {
      await apiFetch(`/api/contact/requests/${request.uuid}`, { method: 'DELETE' });
      setRequests((list) => list?.filter((item) => item.uuid !== request.uuid) ?? null);
      notify('success', t('Inbox.deleted'));
    } catch (error) {
      showError(error);
    }
  }

  const open = requests?.filter((request) => request.status === 'new').length ?? 0;
  return (
    <>
      <div className="admin-toolbar">
        <h1>{t('Inbox.title')}</h1>
        <div className={styles.tools}>
          <button type="button" className="admin-button secondary" onClick={() => void load()}>
            {t('Inbox.refresh')}
          </button>
          <a href="/api/contact/requests/export" className="admin-button" download>
            {t('Inbox.export')}
          </a>
        </div>
      </div>
      {requests === null ? (
        <p aria-busy="true">{t('Loading')}</p>
      ) : requests.length === 0 ? (
        <p>{t('Inbox.empty')}</p>
      ) : (
        <>
          <p className="admin-muted">{t('Inbox.count', { count: requests.length, open })}</p>
          <table className={`admin-table ${styles.table}`}>
            <thead>
              <tr>
                <th scope="col">{t('Inbox.date')}</th>
                <th scope="col">{t('Inbox.name')}</th>
                <th scope="col">{t('Inbox.contact')}</th>
                <th scope="col">{t('Inbox.categories')}</th>
                <th scope="col">{t('Inbox.status')}</th>
                <th scope="col">{t('Inbox.mail')}</th>
                <th scope="col">
                  <span className="sr-only">{t('Inbox.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {requests.map((request) => {
                const expanded = openId === request.uuid;
                const name = fullName(request) || t('Inbox.anonymous');
                return (
                  <Fragment key={request.uuid}>
                    <tr
                      data-inquiry={request.uuid}
                      className={request.status === 'new' ? styles.unread : undefined}
                    >
                      <td data-label={t('Inbox.date')}>{formatDateTime(request.created_at)}</td>
                      <td data-label={t('Inbox.name')}>
                        <div>
                          <span className={styles.name}>{name}</span>
                          {request.company ? (
                            <span className="admin-muted"> · {request.company}</span>
                          ) : null}
                        </div>
                      </td>
                      <td data-label={t('Inbox.contact')}>
                        <div className={styles.contact}>
                          {request.email ? <span>{request.email}</span> : null}
                          {request.phone ? <span>{request.phone}</span> : null}
                        </div>
                      </td>
                      <td data-label={t('Inbox.categories')}>{request.categories}</td>
                      <td data-label={t('Inbox.status')}>
                        <StatusBadge status={request.status} />
                      </td>
                      <td data-label={t('Inbox.mail')}>
                        <DeliveryBadge delivery={request.delivery} />
                      </td>
                      <td className={styles.rowActions}>
                        <button
                          type="button"
                          className="admin-button secondary"
                          aria-expanded={expanded}
                          aria-controls={`inquiry-${request.uuid}`}
                          aria-label={`${t(expanded ? 'Inbox.hideDetails' : 'Inbox.details')}: ${name}`}
                          onClick={() => void toggle(request)}
                        >
                          {t(expanded ? 'Inbox.hideDetails' : 'Inbox.details')}
                        </button>
                      </td>
                    </tr>
                    {expanded ? (
                      <tr className={styles.detailRow}>
                        <td colSpan={7} id={`inquiry-${request.uuid}`}>
                          <InquiryDetail
                            request={request}
                            name={name}
                            onStatus={(status) => void setStatus(request, status)}
                            onDelete={() => setToDelete(request)}
                          />
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('Inbox.confirmTitle')}
        message={t('Inbox.confirmMessage')}
        confirmLabel={t('Confirm.yes')}
        declineLabel={t('Confirm.no')}
        onConfirm={() => toDelete && void remove(toDelete)}
        onDecline={() => setToDelete(null)}
      />
    </>
  );
}
