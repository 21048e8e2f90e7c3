'use client';
import { useTranslations } from 'next-intl';
import { bookedRangesOf } from '@/components/site/contact-availability-check';
import { daysInRange } from '@/lib/reservations/days';
import { lei } from './quote-format';
import { keyParts, lineAmount, machineKey, type LineFacts } from './quote-live';
import type { QuoteLineValues } from './quote-values';
import styles from './quote-editor.module.css';

/**
 * Under a machine line, as it is typed: whether the machine is free on those days (#35's
 * rule), and what the line costs and by which rule, or that the machine has no price and
 * needs one typed in. Always in the page, so screen readers announce what changes.
 */
export function QuoteMachineCheck({ line, facts }: { line: QuoteLineValues; facts: LineFacts }) {
  const t = useTranslations('Admin.QuoteEditor');
  const key = machineKey(line);
  if (!key) {
    return (
      <p className={`${styles.check} admin-muted`} role="status">
        {t('checkHint')}
      </p>
    );
  }
  const taken = facts.taken[key];
  const amount = lineAmount(line, facts);
  const { start, end } = keyParts(key);
  const days = daysInRange(start, end);
  const rule = line.unit_price.trim() !== '' ? 'manual' : facts.prices[key]?.rule;
  return (
    <p className={styles.check} role="status" data-testid="line-check">
      {taken === undefined ? (
        <span className="admin-muted">{t('checking')}</span>
      ) : taken.length === 0 ? (
        <span className={styles.free}>{t('free')}</span>
      ) : (
        <span className={styles.taken}>
          {t('taken', {
            ranges: bookedRangesOf(taken.map((date) => ({ date, free: 0 }))).join(', '),
          })}
        </span>
      )}
      {amount === null ? (
        <span className={styles.taken}>{t('noPrice')}</span>
      ) : amount !== undefined ? (
        <span className={styles.amount}>
          {t('machineAmount', { amount: lei(amount), days, rule: rule ?? 'day' })}
        </span>
      ) : null}
    </p>
  );
}
