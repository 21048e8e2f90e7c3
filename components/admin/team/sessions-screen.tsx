'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiFetch } from '@/components/admin/shared/api-client';
import { formatDateTime } from '@/components/admin/inquiries/inquiries-format';
import { limitFrom, pageFrom } from '@/components/admin/shared/list-query';
import { notify, useErrorToast } from '@/components/admin/shared/notify';
import { PagedResults } from '@/components/admin/shared/paged-list';
import { usePageData } from '@/components/admin/shared/use-page-data';
import { useUrlQuery } from '@/components/admin/shared/use-url-query';
import styles from './team.module.css';

/** Sessions per page of 'Sesiuni' unless the address says (?limit=). */
export const SESSIONS_PAGE_LIMIT = 20;

/** One row of GET /api/session/list. */
interface SessionWire {
  id: string;
  kind: 'browser' | 'api';
  device: string;
  address: string;
  started: string;
  last_used: string;
  current: boolean;
}

/**
 * 'Sesiuni' (issue #33): where the signed-in account is open, this browser marked; any other
 * one ends with 'Incheie', all of them with 'Deconectare de pe toate celelalte dispozitive'.
 * A page at a time, the page kept in the address, as the other admin lists.
 */
export function SessionsScreen() {
  const t = useTranslations('Admin');
  const showError = useErrorToast();
  const [query, setQuery] = useUrlQuery();
  const page = pageFrom(query);
  const limit = limitFrom(query, SESSIONS_PAGE_LIMIT);
  const { data, loading, reload } = usePageData<SessionWire>(
    `/api/session/list?page=${page}&limit=${limit}`,
    showError,
  );
  const [busy, setBusy] = useState(false);
  const load = reload;

  async function act<T>(request: () => Promise<T>, done: (answer: T) => string) {
    setBusy(true);
    try {
      notify('success', done(await request()));
      await load();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  const end = (session: SessionWire) =>
    act(
      () => apiFetch(`/api/session/${encodeURIComponent(session.id)}`, { method: 'DELETE' }),
      () => t('Sessions.ended'),
    );
  const endOthers = () =>
    act(
      () => apiFetch<{ ended: number }>('/api/session/end-others', { method: 'POST' }),
      ({ ended }) => t('Sessions.endedOthers', { count: ended }),
    );

  // Every session but this one, on any page: this browser's own is always running.
  const others = Math.max(0, (data?.total ?? 0) - 1);
  return (
    <>
      <div className="admin-toolbar">
        <h1>{t('Sessions.title')}</h1>
        <button
          type="button"
          className="admin-button danger"
          disabled={busy || others === 0}
          onClick={() => void endOthers()}
        >
          {t('Sessions.endOthers')}
        </button>
      </div>
      <p className="admin-muted">{t('Sessions.help')}</p>
      <PagedResults
        data={data}
        loading={loading}
        page={page}
        texts={{ count: 'Sessions.count', pages: 'Sessions.pages' }}
        setQuery={setQuery}
      >
        {(items) => (
          <table className={`admin-table admin-cards ${styles.table}`}>
            <caption className="sr-only">{t('Sessions.list')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Sessions.device')}</th>
                <th scope="col">{t('Sessions.address')}</th>
                <th scope="col">{t('Sessions.started')}</th>
                <th scope="col">{t('Sessions.lastUsed')}</th>
                <th scope="col">{t('Sessions.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((session) => (
                <tr
                  key={session.id}
                  className={session.current ? styles.current : undefined}
                  aria-current={session.current ? 'true' : undefined}
                >
                  <td>
                    <span className={styles.name}>{session.device}</span>
                    <span className="admin-muted">{t(`Sessions.kinds.${session.kind}`)}</span>
                  </td>
                  <td data-label={t('Sessions.address')}>{session.address}</td>
                  <td data-label={t('Sessions.started')} className={styles.nowrap}>
                    {formatDateTime(session.started)}
                  </td>
                  <td data-label={t('Sessions.lastUsed')} className={styles.nowrap}>
                    {formatDateTime(session.last_used)}
                  </td>
                  <td>
                    <div className={styles.buttons}>
                      {session.current ? (
                        <span className="admin-badge">{t('Sessions.current')}</span>
                      ) : (
                        <button
                          type="button"
                          className="admin-button secondary"
                          aria-label={t('Sessions.endLabel', {
                            device: session.device,
                            address: session.address,
                          })}
                          disabled={busy}
                          onClick={() => void end(session)}
                        >
                          {t('Sessions.end')}
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </PagedResults>
    </>
  );
}
