'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiFetch } from '@/components/admin/shared/api-client';
import { notify, useErrorToast } from '@/components/admin/shared/notify';
import styles from './reservation-feed.module.css';

/**
 * The address of the reservations' iCalendar feed (issue #35), for the staff's phones, and
 * 'Genereaza alt link', which makes a new secret so that the old address stops working (a
 * phone lost, a person gone). Mount it on the reservations screen.
 */
export function ReservationFeed() {
  const t = useTranslations('Admin');
  const showError = useErrorToast();
  const [url, setUrl] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    apiFetch<{ url: string }>('/api/reservation/feed').then(
      (answer) => setUrl(answer.url),
      showError,
    );
  }, [showError]);

  async function renew() {
    setAsking(false);
    setBusy(true);
    try {
      const answer = await apiFetch<{ url: string }>('/api/reservation/feed/renew', {
        method: 'POST',
      });
      setUrl(answer.url);
      notify('success', t('ReservationFeed.renewed'));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify('success', t('ReservationFeed.copied'));
    } catch (error) {
      showError(error);
    }
  }

  return (
    <section
      className={styles.feed}
      aria-labelledby="reservation-feed-title"
      data-testid="reservation-feed"
    >
      <h2 id="reservation-feed-title">{t('ReservationFeed.title')}</h2>
      <p className="admin-muted">{t('ReservationFeed.intro')}</p>
      <div className="admin-field">
        <label htmlFor="reservation-feed-url">{t('ReservationFeed.label')}</label>
        <input
          id="reservation-feed-url"
          type="text"
          readOnly
          value={url ?? t('ReservationFeed.loading')}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className="admin-button secondary"
          disabled={!url}
          onClick={() => void copy()}
        >
          {t('ReservationFeed.copy')}
        </button>
        <button
          type="button"
          className="admin-button"
          disabled={!url || busy}
          onClick={() => setAsking(true)}
        >
          {t('ReservationFeed.renew')}
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('ReservationFeed.confirmTitle')}
        message={t('ReservationFeed.confirmMessage')}
        confirmLabel={t('Confirm.yes')}
        declineLabel={t('Confirm.no')}
        onConfirm={() => void renew()}
        onDecline={() => setAsking(false)}
      />
    </section>
  );
}
