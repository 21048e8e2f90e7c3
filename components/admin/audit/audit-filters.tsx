'use client';
import { useTranslations } from 'next-intl';
import { AUDIT_ACTIONS, AUDIT_TYPES } from '@/lib/audit/actions';
import type { AuditFilterName } from './audit-query';
import styles from '@/components/admin/team/team.module.css';

interface AuditFiltersProps {
  /** The administrators to choose from: uuid and name. */
  accounts: { uuid: string; username: string }[];
  filters: Record<AuditFilterName, string>;
  onChange: (name: AuditFilterName, value: string) => void;
  onClear: () => void;
}

/** The log's filters: who, what kind of object, which action, and a range of days. */
export function AuditFilters({ accounts, filters, onChange, onClear }: AuditFiltersProps) {
  const t = useTranslations('Admin.Audit');
  const select = (
    name: 'account' | 'type' | 'action',
    all: string,
    options: { value: string; label: string }[],
  ) => (
    <div className="admin-field">
      <label htmlFor={`audit-${name}`}>{t(name)}</label>
      <select
        id={`audit-${name}`}
        value={filters[name]}
        onChange={(event) => onChange(name, event.target.value)}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  const day = (name: 'from' | 'to') => (
    <div className={`admin-field ${styles.day}`}>
      <label htmlFor={`audit-${name}`}>{t(name)}</label>
      <input
        id={`audit-${name}`}
        type="date"
        value={filters[name]}
        min={name === 'to' ? filters.from || undefined : undefined}
        max={name === 'from' ? filters.to || undefined : undefined}
        onChange={(event) => onChange(name, event.target.value)}
      />
    </div>
  );
  // An account removed since still filters: it stays in the list under its uuid's entries.
  const accountOptions = accounts.map(({ uuid, username }) => ({ value: uuid, label: username }));
  if (filters.account && !accounts.some(({ uuid }) => uuid === filters.account)) {
    accountOptions.push({ value: filters.account, label: t('unknownAccount') });
  }
  const any = Object.values(filters).some(Boolean);
  return (
    <div role="search" aria-label={t('title')}>
      <div className={styles.filters}>
        {select('account', t('allAccounts'), accountOptions)}
        {select(
          'type',
          t('allTypes'),
          AUDIT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) })),
        )}
        {select(
          'action',
          t('allActions'),
          AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`actions.${action}`) })),
        )}
        {day('from')}
        {day('to')}
        {any && (
          <button
            type="button"
            className={`admin-button secondary ${styles.clear}`}
            onClick={onClear}
          >
            {t('clear')}
          </button>
        )}
      </div>
    </div>
  );
}
