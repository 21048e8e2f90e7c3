'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { AUDIT_RETENTION_DAYS } from '@/lib/audit/actions';
import type { AuditItem } from '@/lib/audit/change';
import type { AccountWire } from '@/components/admin/team/accounts-screen';
import { apiFetch } from '@/components/admin/shared/api-client';
import { AuditChangeValues } from './audit-change';
import { AuditFilters } from './audit-filters';
import {
  AUDIT_FILTERS,
  auditApiUrl,
  auditExportUrl,
  auditQueryFrom,
  formatAuditValue,
} from './audit-query';
import { formatDateTime } from '@/components/admin/inquiries/inquiries-format';
import { useErrorToast } from '@/components/admin/shared/notify';
import { PagedResults } from '@/components/admin/shared/paged-list';
import { usePageData } from '@/components/admin/shared/use-page-data';
import { useUrlQuery } from '@/components/admin/shared/use-url-query';
import styles from '@/components/admin/team/team.module.css';

/**
 * 'Jurnal' (issue #33): who did what and when, newest first, a page at a time; the page and
 * the filters live in the address, and 'Exporta CSV' takes the same filters.
 */
export function AuditLog() {
  const t = useTranslations('Admin');
  const showError = useErrorToast();
  const [query, setQuery] = useUrlQuery();
  const { page, filters } = auditQueryFrom(query);
  const { data, loading } = usePageData<AuditItem>(auditApiUrl(query), showError);
  const [accounts, setAccounts] = useState<{ uuid: string; username: string }[]>([]);

  useEffect(() => {
    apiFetch<AccountWire[]>('/api/account').then(
      (list) =>
        setAccounts(
          list.flatMap(({ uuid, username }) => (username === null ? [] : [{ uuid, username }])),
        ),
      showError,
    );
  }, [showError]);

  // A text the log has a Romanian word for, else the stored one as it is.
  const named = (group: 'actions' | 'types' | 'fields' | 'values', key: string) =>
    !key.includes('.') && t.has(`Audit.${group}.${key}`) ? t(`Audit.${group}.${key}`) : key;
  const empty = t('Audit.emptyValue');
  // A state ('invited', 'handled') in Romanian; prices, names and texts as they are.
  const value = (field: string, stored: unknown) =>
    (field === 'state' || field === 'status') && typeof stored === 'string'
      ? named('values', stored)
      : formatAuditValue(stored, empty);

  return (
    <>
      <div className="admin-toolbar">
        <h1>{t('Audit.title')}</h1>
        <a href={auditExportUrl(query)} className="admin-button" download>
          {t('Audit.export')}
        </a>
      </div>
      <p className="admin-muted">{t('Audit.help', { days: AUDIT_RETENTION_DAYS })}</p>
      <AuditFilters
        accounts={accounts}
        filters={filters}
        onChange={(name, value) => setQuery({ [name]: value, page: null })}
        onClear={() =>
          setQuery(Object.fromEntries([...AUDIT_FILTERS, 'page'].map((name) => [name, null])))
        }
      />
      <PagedResults
        data={data}
        loading={loading}
        page={page}
        texts={{ empty: 'Audit.empty', count: 'Audit.count', pages: 'Audit.pages' }}
        setQuery={setQuery}
      >
        {(items) => (
          <table className={`admin-table admin-cards ${styles.table} ${styles.log}`}>
            <caption className="sr-only">{t('Audit.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Audit.at')}</th>
                <th scope="col">{t('Audit.account')}</th>
                <th scope="col">{t('Audit.action')}</th>
                <th scope="col">{t('Audit.object')}</th>
                <th scope="col">{t('Audit.changes')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((entry, index) => (
                <tr key={`${entry.at}-${index}`} data-testid="audit-entry">
                  <td className={styles.nowrap}>{formatDateTime(entry.at)}</td>
                  <td data-label={t('Audit.account')} className={styles.words}>
                    <span className={styles.name}>
                      {entry.account.username || t('Audit.unknownAccount')}
                    </span>
                    {entry.address && (
                      <div className="admin-muted">
                        {t('Audit.fromAddress', { address: entry.address })}
                      </div>
                    )}
                  </td>
                  <td data-label={t('Audit.action')} className={styles.words}>
                    {named('actions', entry.action)}
                  </td>
                  <td data-label={t('Audit.object')}>
                    {named('types', entry.type)}
                    {entry.label && <span className={styles.name}> {entry.label}</span>}
                  </td>
                  <td>
                    {entry.changes.length > 0 && (
                      <ul className={styles.changes} aria-label={t('Audit.changes')}>
                        {entry.changes.map((change) => (
                          <li key={change.field}>
                            <span className={styles.field}>{named('fields', change.field)}</span>
                            {': '}
                            <AuditChangeValues
                              field={change.field}
                              before={change.old}
                              after={change.new}
                              format={(stored) => value(change.field, stored)}
                            />
                          </li>
                        ))}
                      </ul>
                    )}
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
