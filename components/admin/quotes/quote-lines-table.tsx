'use client';
import { useTranslations } from 'next-intl';
import { bookedRangesOf } from '@/components/site/contact-availability-check';
import type { QuoteWire } from '@/lib/quotes/wire';
import { lei, period } from './quote-format';
import styles from './quotes.module.css';

type Line = QuoteWire['lines'][number];

/** A stored offer's lines as the customer was sent them, each with its amount. */
export function QuoteLinesTable({ lines }: { lines: Line[] }) {
  const t = useTranslations('Admin.QuoteView');
  const tEditor = useTranslations('Admin.QuoteEditor');
  const what = (line: Line) =>
    line.kind === 'machine'
      ? t('machineWhat', {
          period: period(line.start, line.end),
          days: line.days ?? 0,
          units: line.units ?? 1,
        })
      : t('freeWhat', { quantity: String(line.quantity ?? 0).replace('.', ',') });
  const price = (line: Line) =>
    line.unit_price === null
      ? t(`rule_${line.rule ?? 'day'}`)
      : t(line.kind === 'machine' ? 'dayPrice' : 'unitPrice', { amount: lei(line.unit_price) });
  return (
    <table className={`admin-table admin-cards ${styles.lines}`}>
      <caption>{t('lines')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('line')}</th>
          <th scope="col">{t('what')}</th>
          <th scope="col">{t('price')}</th>
          <th scope="col">{t('amount')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.position}>
            <td data-label={t('line')}>
              {line.label}
              {line.availability && (
                <span className={line.availability.free ? styles.free : styles.taken}>
                  {line.availability.free
                    ? tEditor('free')
                    : tEditor('taken', {
                        ranges: bookedRangesOf(
                          line.availability.taken_days.map((date) => ({ date, free: 0 })),
                        ).join(', '),
                      })}
                </span>
              )}
            </td>
            <td data-label={t('what')}>{what(line)}</td>
            <td data-label={t('price')}>{price(line)}</td>
            <td data-label={t('amount')} className={styles.amount}>
              {lei(line.amount)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
