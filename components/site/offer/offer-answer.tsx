import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { MAX_DECLINE_REASON } from '@/lib/quotes/states';
import styles from './offer.module.css';

/**
 * 'Accept oferta' and 'Refuz' (issue #44): plain HTML forms that post to the public API's
 * accept and decline routes, which answer 303 back to this page (lib/quotes/answer-form.ts),
 * so they work without JavaScript. The decline's reason unfolds under its button.
 */
export async function OfferAnswer({ token, locale }: { token: string; locale: Locale }) {
  const t = await getTranslations('OfferPage');
  const action = (answer: 'accept' | 'decline') =>
    `/api/quote/public/${encodeURIComponent(token)}/${answer}`;
  return (
    <section className={styles.answer} aria-labelledby="offer-answer">
      <h2 id="offer-answer">{t('answerHeading')}</h2>
      <p>{t('answerIntro')}</p>
      <div className={styles.answerButtons}>
        <form method="post" action={action('accept')}>
          <input type="hidden" name="lang" value={locale} />
          <button type="submit" className={`button ${styles.accept}`}>
            {t('accept')}
          </button>
        </form>
        <details className={styles.decline}>
          <summary>{t('decline')}</summary>
          <form method="post" action={action('decline')}>
            <input type="hidden" name="lang" value={locale} />
            <label htmlFor="offer-decline-reason">{t('declineReason')}</label>
            <textarea
              id="offer-decline-reason"
              name="reason"
              rows={3}
              maxLength={MAX_DECLINE_REASON}
            />
            <button type="submit" className={styles.declineSubmit}>
              {t('declineSubmit')}
            </button>
          </form>
        </details>
      </div>
    </section>
  );
}
