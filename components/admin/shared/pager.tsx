'use client';
import { useTranslations } from 'next-intl';
import styles from './pager.module.css';

interface PagerProps {
  page: number;
  limit: number;
  total: number;
  /** What the list is, for screen readers ('Pagini utilaje'). */
  label: string;
  onPage: (page: number) => void;
}

/** Previous / next and 'Pagina 2 din 7' under a server-paginated admin list. */
export function Pager({ page, limit, total, label, onPage }: PagerProps) {
  const t = useTranslations('Admin.Pager');
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages === 1 && page === 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button
        type="button"
        className="admin-button secondary"
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, pages))}
      >
        {t('previous')}
      </button>
      <span aria-live="polite">{t('position', { page, pages })}</span>
      <button
        type="button"
        className="admin-button secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('next')}
      </button>
    </nav>
  );
}
