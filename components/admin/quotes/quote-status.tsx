'use client';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { QuoteStatus } from '@/lib/quotes/states';
import styles from './quotes.module.css';

/** A state's name: 'Ciornă', 'Trimisă', 'Acceptată', 'Refuzată', 'Expirată', 'Retrasă'. */
export function useQuoteStatusName() {
  const t = useTranslations('Admin.Quotes');
  return useCallback((status: QuoteStatus) => t(`status_${status}`), [t]);
}

/** The state as a word in a tint that only repeats it. */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const name = useQuoteStatusName();
  return (
    <span className={`admin-status ${styles[status]}`} data-status={status}>
      {name(status)}
    </span>
  );
}
