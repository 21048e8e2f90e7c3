'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { PERIOD_CHECK_DEBOUNCE_MS, bookedDaysIn, periodChunks } from './contact-availability-check';
import styles from './contact-availability.module.css';

/**
 * Under the offer form's period: when the machine the form was opened from is fully booked on
 * some of the chosen days, says so (issue #35). It only warns: the request can still be sent,
 * and a failed check (offline, rate limit) says nothing. The free-unit counts come from
 * GET /api/availability/{uuid}, which knows no customer.
 */
export function ContactAvailability({
  productUuid,
  from,
  to,
}: {
  productUuid: string;
  from: string;
  to: string;
}) {
  const t = useTranslations('ContactForm');
  // The answer with the period it is about: a warning shows only for the dates now chosen.
  const [answer, setAnswer] = useState<{ key: string; ranges: string[] } | null>(null);
  const key = `${productUuid}|${from}|${to}`;

  useEffect(() => {
    const chunks = periodChunks(from, to);
    if (chunks.length === 0) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      bookedDaysIn(productUuid, chunks, abort.signal).then(
        (ranges) => setAnswer({ key: `${productUuid}|${from}|${to}`, ranges }),
        () => undefined,
      );
    }, PERIOD_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [productUuid, from, to]);

  const booked = answer?.key === key && periodChunks(from, to).length > 0 ? answer.ranges : [];
  const show = booked.length > 0;
  return (
    // Always in the page, so that screen readers announce the warning when it appears.
    <div role="status" className={styles.slot} data-testid="period-availability">
      {show && (
        <p className={styles.warning}>
          <strong>{t('unavailablePeriod')}</strong>
          <span>{t('unavailableDays', { ranges: booked.join(', ') })}</span>
        </p>
      )}
    </div>
  );
}
