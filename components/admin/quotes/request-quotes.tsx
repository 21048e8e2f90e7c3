'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { Page } from '@/lib/http/pagination';
import type { QuoteListWire } from '@/lib/quotes/wire';
import { ApiRequestError, apiFetch } from '@/components/admin/shared/api-client';
import { useErrorToast } from '@/components/admin/shared/notify';
import { lei } from './quote-format';
import { QuoteStatusBadge } from './quote-status';
import styles from './quotes.module.css';

/**
 * In an inbox request's details: the offers made from it with their state, and 'Creează
 * ofertă', which stores a draft filled from the request and opens it. A request whose machine
 * has no price cannot be stored before a price is typed: the editor then opens it unsaved.
 */
export function RequestQuotes({ requestUuid }: { requestUuid: string }) {
  const t = useTranslations('Admin.Quotes');
  const showError = useErrorToast();
  const router = useRouter();
  const [quotes, setQuotes] = useState<QuoteListWire[] | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    apiFetch<Page<QuoteListWire>>(`/api/quote?request=${requestUuid}&limit=100`).then(
      (page) => live && setQuotes(page.items),
      (error: unknown) => live && showError(error),
    );
    return () => {
      live = false;
    };
  }, [requestUuid, showError]);

  async function create() {
    setBusy(true);
    try {
      const { uuid } = await apiFetch<{ uuid: string }>('/api/quote', {
        method: 'POST',
        body: { request_uuid: requestUuid },
      });
      router.push(`/admin/main/quotes/${uuid}`);
    } catch (error) {
      setBusy(false);
      if (
        error instanceof ApiRequestError &&
        error.errors.some((entry) => entry.msg === 'QUOTE_PRICE_REQUIRED')
      ) {
        router.push(`/admin/main/quotes/add?request=${requestUuid}`);
        return;
      }
      showError(error);
    }
  }

  return (
    <section className={styles.requestQuotes} aria-labelledby={`quotes-of-${requestUuid}`}>
      <h3 id={`quotes-of-${requestUuid}`}>{t('ofRequest')}</h3>
      {quotes === null ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : quotes.length === 0 ? (
        <p className="admin-muted">{t('noneOfRequest')}</p>
      ) : (
        <ul>
          {quotes.map((quote) => (
            <li key={quote.uuid}>
              <Link href={`/admin/main/quotes/${quote.uuid}`}>
                {quote.display_number ?? t('draftNumber')}
              </Link>{' '}
              <QuoteStatusBadge status={quote.status} />{' '}
              <span className={styles.amount}>{lei(quote.total)}</span>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="admin-button secondary"
        disabled={busy}
        onClick={() => void create()}
      >
        {t('createFromRequest')}
      </button>
    </section>
  );
}
