'use client';
import { useTranslations } from 'next-intl';
import type { OfferTotals } from '@/lib/pricing/rental-price';
import { lei } from './quote-format';
import styles from './quote-editor.module.css';

/**
 * Subtotal, discount, VAT and total in lei. `estimated`: figures of the lines as typed, not yet
 * saved (the server prices them again on saving); null totals: a line's amount is not known.
 */
export function QuoteTotals(props: {
  totals: OfferTotals | null;
  discountPercent: number;
  vatPercent: number;
  estimated: boolean;
}) {
  const t = useTranslations('Admin.QuoteEditor');
  const { totals } = props;
  const value = (amount: number | undefined) => (amount === undefined ? '—' : lei(amount));
  const percent = (n: number) => String(n).replace('.', ',');
  return (
    <section
      aria-labelledby="quote-totals-title"
      data-testid="quote-totals"
      className={styles.totalsBox}
    >
      <h2 id="quote-totals-title" className="sr-only">
        {t('totals')}
      </h2>
      <dl className={styles.totals}>
        <dt>{t('subtotal')}</dt>
        <dd>{value(totals?.subtotal)}</dd>
        {props.discountPercent > 0 && (
          <>
            <dt>{t('discount', { percent: percent(props.discountPercent) })}</dt>
            <dd>{totals ? `−${lei(totals.discount)}` : '—'}</dd>
          </>
        )}
        <dt>{t('vat', { percent: percent(props.vatPercent) })}</dt>
        <dd>{value(totals?.vat)}</dd>
        <dt className={styles.grand}>{t('total')}</dt>
        <dd className={styles.grand}>{value(totals?.total)}</dd>
      </dl>
      <p className={`${styles.totalsNote} admin-muted`} role="status">
        {totals === null ? t('totalsUnknown') : props.estimated ? t('totalsEstimated') : ''}
      </p>
    </section>
  );
}
