'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { QuoteListWire } from '@/lib/quotes/wire';
import { day, lei } from './quote-format';
import { QuoteStatusBadge } from './quote-status';
import styles from './quotes.module.css';

/** The rows of 'Oferte': number ('Ciornă' before sent), customer, total, state, validity. */
export function QuotesTable({ quotes }: { quotes: QuoteListWire[] }) {
  const t = useTranslations('Admin.Quotes');
  return (
    <table className="admin-table admin-cards">
      <thead>
        <tr>
          <th scope="col">{t('number')}</th>
          <th scope="col">{t('customer')}</th>
          <th scope="col">{t('total')}</th>
          <th scope="col">{t('status')}</th>
          <th scope="col">{t('validUntil')}</th>
          <th scope="col">{t('actions')}</th>
        </tr>
      </thead>
      <tbody>
        {quotes.map((quote) => {
          const number = quote.display_number ?? t('draftNumber');
          return (
            <tr key={quote.uuid}>
              <td data-label={t('number')} className={styles.number}>
                {number}
              </td>
              <td data-label={t('customer')}>
                {quote.customer_name}
                {quote.customer_company && (
                  <span className={styles.company}>{quote.customer_company}</span>
                )}
              </td>
              <td data-label={t('total')} className={styles.amount}>
                {lei(quote.total)}
              </td>
              <td data-label={t('status')}>
                <QuoteStatusBadge status={quote.status} />
              </td>
              <td data-label={t('validUntil')}>{day(quote.valid_until) || '—'}</td>
              <td className="actions">
                <Link
                  href={`/admin/main/quotes/${quote.uuid}`}
                  className={`admin-button secondary ${styles.open}`}
                  aria-label={t('openOf', { number, name: quote.customer_name })}
                >
                  {t('open')}
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
