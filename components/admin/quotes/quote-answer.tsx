'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { QuoteWire } from '@/lib/quotes/wire';
import { dateTime, period } from './quote-format';
import styles from './quotes.module.css';

/** The customer's answer: the reservations an acceptance made, or why it was declined. */
export function QuoteAnswer({ quote }: { quote: QuoteWire }) {
  const t = useTranslations('Admin.QuoteView');
  if (quote.status === 'accepted') {
    const booked = quote.lines.filter((line) => line.reservation_uuid);
    return (
      <section className={styles.answer} aria-labelledby="quote-answer-title">
        <h2 id="quote-answer-title">{t('acceptedAt', { date: dateTime(quote.answered_at) })}</h2>
        {booked.length > 0 ? (
          <ul>
            {booked.map((line) => (
              <li key={line.position}>
                <Link href={`/admin/main/reservations/edit/${line.reservation_uuid}`}>
                  {t('reservationOf', {
                    machine: line.label,
                    period: period(line.start, line.end),
                  })}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('noReservations')}</p>
        )}
      </section>
    );
  }
  if (quote.status === 'declined') {
    return (
      <section className={styles.answer} aria-labelledby="quote-answer-title">
        <h2 id="quote-answer-title">{t('declinedAt', { date: dateTime(quote.answered_at) })}</h2>
        <p>
          {quote.decline_reason
            ? t('declineReason', { reason: quote.decline_reason })
            : t('noReason')}
        </p>
      </section>
    );
  }
  return null;
}
