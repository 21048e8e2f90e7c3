'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { formatLei, type PriceEstimate } from '@/lib/pricing/rental-price';
import { PERIOD_CHECK_DEBOUNCE_MS } from './contact-availability-check';
import { priceEstimate, pricedPeriod } from './contact-price-check';
import styles from './contact-price.module.css';

/**
 * Under the offer form's period: the estimated price of the machine the form was opened from
 * for the chosen days, without VAT, by the offers' own rule (GET /api/price, issue #44), or
 * that the offer sets it when the machine has no public price. Until the dates are chosen its
 * line holds a hint, so nothing below moves when it fills; a failed ask says nothing.
 */
export function ContactPrice({
  productUuid,
  from,
  to,
}: {
  productUuid: string;
  from: string;
  to: string;
}) {
  const t = useTranslations('ContactForm');
  const locale = useLocale();
  // The answer with the period it is about: an estimate shows only for the dates now chosen.
  const [answer, setAnswer] = useState<{ key: string; estimate: PriceEstimate } | null>(null);
  const key = `${productUuid}|${from}|${to}`;

  useEffect(() => {
    const period = pricedPeriod(from, to);
    if (!period) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      priceEstimate(productUuid, period, abort.signal).then(
        (estimate) => setAnswer({ key: `${productUuid}|${from}|${to}`, estimate }),
        () => undefined,
      );
    }, PERIOD_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [productUuid, from, to]);

  const period = pricedPeriod(from, to);
  const estimate = answer?.key === key && period ? answer.estimate : null;
  return (
    <p role="status" className={styles.estimate} data-testid="price-estimate">
      {!period && <span className={styles.hint}>{t('estimateHint')}</span>}
      {estimate &&
        (estimate.amount === null
          ? t('estimateOnRequest')
          : t('estimate', { amount: formatLei(estimate.amount, locale) }))}
    </p>
  );
}
