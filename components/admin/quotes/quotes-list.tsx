'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { QUOTE_STATUSES } from '@/lib/quotes/states';
import type { QuoteListWire } from '@/lib/quotes/wire';
import { useErrorToast } from '@/components/admin/shared/notify';
import { PagedResults } from '@/components/admin/shared/paged-list';
import { usePageData } from '@/components/admin/shared/use-page-data';
import { useUrlQuery } from '@/components/admin/shared/use-url-query';
import { quotesApiUrl, quotesQueryFrom } from './quotes-query';
import { useQuoteStatusName } from './quote-status';
import { QuotesTable } from './quotes-table';
import styles from './quotes.module.css';

/**
 * 'Oferte' (issue #44): the offers, the newest first, one page at a time, filtered by state on
 * the server (page and state kept in the address); each opens its editor or its view.
 */
export function QuotesList() {
  const t = useTranslations('Admin.Quotes');
  const statusName = useQuoteStatusName();
  const showError = useErrorToast();
  const [query, setQuery] = useUrlQuery();
  const { page, status } = quotesQueryFrom(query);
  const { data, loading } = usePageData<QuoteListWire>(quotesApiUrl(query), showError);

  return (
    <>
      <div className="admin-toolbar">
        <h1>{t('title')}</h1>
        <Link href="/admin/main/quotes/add" className="admin-button">
          {t('add')}
        </Link>
      </div>
      <div className={styles.filters} role="search">
        <div className="admin-field">
          <label htmlFor="quote-status-filter">{t('statusFilter')}</label>
          <select
            id="quote-status-filter"
            value={status}
            onChange={(event) => setQuery({ status: event.target.value, page: null })}
          >
            <option value="">{t('allStatuses')}</option>
            {QUOTE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusName(value)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <PagedResults
        data={data}
        loading={loading}
        page={page}
        filtered={Boolean(status)}
        texts={{
          empty: 'Quotes.empty',
          count: 'Quotes.count',
          noMatch: 'Quotes.noMatch',
          pages: 'Quotes.pages',
        }}
        setQuery={setQuery}
      >
        {(items) => <QuotesTable quotes={items} />}
      </PagedResults>
    </>
  );
}
