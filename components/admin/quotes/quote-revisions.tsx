'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { displayQuoteNumber } from '@/lib/quotes/numbering';
import type { QuoteWire } from '@/lib/quotes/wire';
import { dateTime, lei } from './quote-format';
import { useQuoteStatusName } from './quote-status';
import styles from './quotes.module.css';

/** The revisions an offer has left behind, each readable as it was sent. */
export function QuoteRevisions({ quote, shown }: { quote: QuoteWire; shown?: number }) {
  const t = useTranslations('Admin.QuoteView');
  const statusName = useQuoteStatusName();
  if (quote.revisions.length === 0) return null;
  const base = `/admin/main/quotes/${quote.uuid}`;
  return (
    <section className={styles.revisions} aria-labelledby="quote-revisions-title">
      <h2 id="quote-revisions-title">{t('revisions')}</h2>
      <ul>
        {quote.revisions.map((revision) => (
          <li key={revision.revision}>
            <Link
              href={`${base}?revision=${revision.revision}`}
              aria-current={shown === revision.revision ? 'page' : undefined}
            >
              {displayQuoteNumber(quote.number, revision.revision) ??
                t('revision', { revision: revision.revision })}
            </Link>{' '}
            {t('revisionSummary', {
              status: statusName(revision.status),
              sent: dateTime(revision.sent_at) || '—',
              total: lei(revision.total),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
