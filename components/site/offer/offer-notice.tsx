import { getTranslations } from 'next-intl/server';
import { ANSWER_NOTICE_ID, type AnswerErrorCode } from '@/lib/quotes/answer-form';
import type { CustomerPage } from '@/lib/quotes/customer-page';
import styles from './offer.module.css';

type OfferPage = Extract<CustomerPage, { kind: 'offer' }>;

/**
 * What became of the customer's answer, above the offer: accepted (with the machines booked),
 * declined, refused because machines are taken (which, on which days, and that the company
 * will call), or another refusal's text.
 */
export async function OfferNotice({
  page,
  error,
}: {
  page: OfferPage;
  error: AnswerErrorCode | null;
}) {
  const [t, errors] = await Promise.all([getTranslations('OfferPage'), getTranslations('Errors')]);
  if (page.status === 'accepted') {
    return (
      <section id={ANSWER_NOTICE_ID} className={`${styles.notice} ${styles.success}`} role="status">
        <h2>{t('acceptedHeading')}</h2>
        <p>{t('acceptedText')}</p>
        {page.booked.length > 0 && (
          <>
            <p>{t('booked')}</p>
            <ul>
              {page.booked.map((line, index) => (
                <li key={index}>
                  {t('bookedLine', { machine: line.label, start: line.start, end: line.end })}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    );
  }
  if (page.status === 'declined') {
    return (
      <section id={ANSWER_NOTICE_ID} className={styles.notice} role="status">
        <h2>{t('declinedHeading')}</h2>
        <p>{t('declinedText')}</p>
      </section>
    );
  }
  if (error === 'ERROR_NOT_AVAILABLE' && page.taken.length > 0) {
    return (
      <section id={ANSWER_NOTICE_ID} className={`${styles.notice} ${styles.warning}`} role="alert">
        <h2>{t('takenHeading')}</h2>
        <p>{t('takenText')}</p>
        <ul>
          {page.taken.map((line, index) => (
            <li key={index}>
              {t('takenLine', { machine: line.label, days: line.days.join(', ') })}
            </li>
          ))}
        </ul>
      </section>
    );
  }
  if (error) {
    return (
      <p id={ANSWER_NOTICE_ID} className={`${styles.notice} ${styles.warning}`} role="alert">
        {errors(error)}
      </p>
    );
  }
  return null;
}
