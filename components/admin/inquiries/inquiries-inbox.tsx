'use client';
import { useTranslations } from 'next-intl';
import { Fragment, useRef, useState } from 'react';
import type { ContactRequestWire } from '@/lib/contact/wire';
import { apiFetch } from '@/components/admin/shared/api-client';
import { DeliveryBadge, InquiryDetail, StatusBadge } from './inquiries-detail';
import { formatDateTime, fullName } from './inquiries-format';
import { notify, useErrorToast } from '@/components/admin/shared/notify';
import { PagedResults, useRowDelete } from '@/components/admin/shared/paged-list';
import { usePageData } from '@/components/admin/shared/use-page-data';
import { limitFrom, pageFrom } from '@/components/admin/shared/list-query';
import { useUrlQuery } from '@/components/admin/shared/use-url-query';
import styles from './inquiries.module.css';

/** Requests per page of the inbox. */
export const INBOX_PAGE_LIMIT = 50;

/**
 * 'Cereri oferta': the contact requests, newest first, a page at a time (the page lives in
 * the address), with their state and mail delivery.
 */
export function InquiriesInbox() {
  const t = useTranslations('Admin');
  const showError = useErrorToast();
  const [query, setQuery] = useUrlQuery();
  const page = pageFrom(query);
  const { data, loading, reload, setData } = usePageData<ContactRequestWire, { open: number }>(
    `/api/contact/requests?page=${page}&limit=${limitFrom(query, INBOX_PAGE_LIMIT)}`,
    showError,
  );
  const load = reload;
  const [openId, setOpenId] = useState<string | null>(null);

  const replace = (updated: ContactRequestWire) =>
    setData((current) => {
      if (!current) return current;
      const before = current.items.find((item) => item.uuid === updated.uuid);
      const open =
        current.open +
        (before && before.status !== updated.status ? (updated.status === 'new' ? 1 : -1) : 0);
      const items = current.items.map((item) => (item.uuid === updated.uuid ? updated : item));
      return { ...current, items, open };
    });

  // Status changes sent per request: a read begun before one must not undo it on arrival.
  const writes = useRef(new Map<string, number>());
  const writesTo = (uuid: string) => writes.current.get(uuid) ?? 0;

  async function toggle(request: ContactRequestWire) {
    if (openId === request.uuid) return setOpenId(null);
    setOpenId(request.uuid);
    // The list may be minutes old: the mail's delivery state is read again on opening.
    const before = writesTo(request.uuid);
    apiFetch<ContactRequestWire>(`/api/contact/requests/${request.uuid}`).then((fresh) => {
      if (writesTo(request.uuid) === before) replace(fresh);
    }, showError);
  }

  async function setStatus(request: ContactRequestWire, status: 'new' | 'handled') {
    writes.current.set(request.uuid, writesTo(request.uuid) + 1);
    try {
      const updated = await apiFetch<ContactRequestWire>(`/api/contact/requests/${request.uuid}`, {
        method: 'PUT',
        body: { status },
      });
      replace(updated);
      notify('success', t(status === 'handled' ? 'Inbox.markedHandled' : 'Inbox.markedNew'));
    } catch (error) {
      showError(error);
    }
  }

  const deletion = useRowDelete<ContactRequestWire>({
    path: (request) => `/api/contact/requests/${request.uuid}`,
    texts: 'Inbox',
    data,
    page,
    setQuery,
    reload,
  });

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
      <PagedResults
        data={data}
        loading={loading}
        page={page}
        texts={{ empty: 'Inbox.empty', count: 'Inbox.count', pages: 'Inbox.pages' }}
        countValues={{ open: data?.open ?? 0 }}
        setQuery={setQuery}
      >
        {(items) => (
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
              {items.map((request) => {
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
                            onDelete={() => deletion.ask(request)}
                          />
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        )}
      </PagedResults>
      {deletion.dialog}
    </>
  );
}
