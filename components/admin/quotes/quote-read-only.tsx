'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { canWithdraw, makesRevision, storedStatusOf } from '@/lib/quotes/states';
import type { QuoteWire } from '@/lib/quotes/wire';
import { QuoteAnswer } from './quote-answer';
import { dateTime, day } from './quote-format';
import { QuoteLinesTable } from './quote-lines-table';
import { QuoteRevisions } from './quote-revisions';
import { QuoteTotals } from './quote-totals';
import { QuoteWithdraw } from './quote-withdraw';
import styles from './quotes.module.css';

/**
 * A sent (or answered, expired, withdrawn) offer as it stands, or an older revision as it was
 * sent: read only. A sent, expired or declined offer can be changed into its next revision.
 */
export function QuoteReadOnly(props: {
  quote: QuoteWire;
  /** An older revision shown (read from ?revision=): no actions, a way to the current one. */
  older?: boolean;
  onRevise: () => void;
  onChanged: (quote: QuoteWire) => void;
}) {
  const t = useTranslations('Admin.QuoteView');
  const tEditor = useTranslations('Admin.QuoteEditor');
  const { quote, older = false } = props;
  const stored = storedStatusOf(quote.status);
  const { customer } = quote;
  const facts: [string, string][] = [
    [tEditor('customerName'), customer.name],
    [tEditor('company'), customer.company],
    [tEditor('cui'), customer.cui],
    [tEditor('phone'), customer.phone],
    [tEditor('email'), customer.email],
    [tEditor('address'), customer.address],
    [tEditor('language'), tEditor(`language_${quote.language}`)],
    [t('sentAt'), dateTime(quote.sent_at)],
    [tEditor('validUntil'), day(quote.valid_until)],
  ];
  const base = `/admin/main/quotes/${quote.uuid}`;
  return (
    <>
      {older && (
        <p className={`admin-note ${styles.note}`}>
          {t('olderNote')} <Link href={base}>{t('toCurrent')}</Link>
        </p>
      )}
      <dl className={styles.facts}>
        {facts
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <QuoteAnswer quote={quote} />
      <QuoteLinesTable lines={quote.lines} />
      <QuoteTotals
        totals={quote.totals}
        discountPercent={quote.discount_percent}
        vatPercent={quote.vat_percent}
        estimated={false}
      />
      {quote.notes && (
        <section className={styles.revisions} aria-labelledby="quote-notes-title">
          <h2 id="quote-notes-title">{tEditor('notes')}</h2>
          <p>{quote.notes}</p>
        </section>
      )}
      {!older && <QuoteRevisions quote={quote} />}
      <div className="admin-actions">
        <Link href={older ? base : '/admin/main/quotes'} className="admin-button secondary">
          {older ? t('toCurrent') : t('backToList')}
        </Link>
        {quote.number && !older && (
          <a href={`/api/quote/${quote.uuid}/pdf`} className="admin-button secondary">
            {t('pdf')}
          </a>
        )}
        {!older && canWithdraw(stored) && (
          <QuoteWithdraw uuid={quote.uuid} onChanged={props.onChanged} />
        )}
        {!older && makesRevision(stored) && (
          <button type="button" className="admin-button" onClick={props.onRevise}>
            {t('revise')}
          </button>
        )}
      </div>
      {!older && makesRevision(stored) && (
        <p className="admin-muted">
          {t('reviseHelp', { number: quote.display_number ?? '', next: quote.revision + 1 })}
        </p>
      )}
    </>
  );
}
