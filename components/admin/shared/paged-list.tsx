'use client';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { Page } from '@/lib/http/pagination';
import { apiFetch } from './api-client';
import { notify, useErrorToast } from './notify';
import { Pager } from './pager';
import type { setUrlQuery } from './use-url-query';

/** The texts of one list screen, as keys of its namespace under 'Admin' (e.g. 'Products'). */
interface ListTexts {
  /** 'Nu exista utilaje': nothing stored yet; without it an empty list shows its count. */
  empty?: string;
  /** The total, e.g. '12 utilaje' ({count}, and any other value of `countValues`). */
  count: string;
  /** Nothing matches the filters; when absent, `empty` says it. */
  noMatch?: string;
  /** The pager's name for screen readers ('Pagini utilaje'). */
  pages: string;
}

interface PagedResultsProps<T> {
  /** The page shown; null until the first one arrives. */
  data: Page<T> | null;
  loading: boolean;
  page: number;
  /** Whether a filter narrows the list: an empty page then says "no match", not "none yet". */
  filtered?: boolean;
  texts: ListTexts;
  countValues?: Record<string, number>;
  setQuery: setUrlQuery;
  /** The rows of the page (a table), given only when the page has any. */
  children: (items: T[]) => ReactNode;
}

/**
 * What every paged admin list shows under its filters: 'Se incarca', the empty state, the
 * count, the page's rows, or that nothing matches, and the pager, whose page lives in the
 * address. One component, so every list screen reads and announces the same way.
 */
export function PagedResults<T>(props: PagedResultsProps<T>) {
  const t = useTranslations('Admin');
  const { data, loading, page, filtered = false, texts, setQuery } = props;
  if (data === null) return <p aria-busy="true">{t('Loading')}</p>;
  if (data.total === 0 && !filtered && texts.empty) return <p>{t(texts.empty)}</p>;
  return (
    <div aria-busy={loading}>
      <p className="admin-muted" role="status">
        {t(texts.count, { count: data.total, ...props.countValues })}
      </p>
      {data.items.length > 0 ? (
        props.children(data.items)
      ) : (
        <p role="status">{t(texts.noMatch ?? texts.empty ?? texts.count, { count: 0 })}</p>
      )}
      <Pager
        page={page}
        limit={data.limit}
        total={data.total}
        label={t(texts.pages)}
        onPage={(next) => setQuery({ page: next === 1 ? null : next }, true)}
      />
    </div>
  );
}

interface RowDeleteOptions<T> {
  /** The API address that deletes the row. */
  path: (item: T) => string;
  /** The namespace under 'Admin' holding deleted, confirmTitle and confirmMessage. */
  texts: string;
  /** The page shown, to step back from a later page whose last row goes. */
  data: Page<T> | null;
  page: number;
  setQuery: setUrlQuery;
  reload: () => Promise<unknown>;
}

/**
 * Deleting a row after the spec's confirmation ('Sigur doriti...?' Da / Nu): `ask(row)` opens
 * the dialog, which `dialog` renders. After the delete the page is read again; when the last
 * row of a later page went, the page before it is shown.
 */
export function useRowDelete<T>(options: RowDeleteOptions<T>) {
  const t = useTranslations('Admin');
  const showError = useErrorToast();
  const [toDelete, setToDelete] = useState<T | null>(null);
  const { data, page, setQuery, reload } = options;

  async function remove(item: T) {
    setToDelete(null);
    try {
      await apiFetch(options.path(item), { method: 'DELETE' });
      notify('success', t(`${options.texts}.deleted`));
      if (data && data.items.length === 1 && page > 1) setQuery({ page: page - 1 });
      else await reload();
    } catch (error) {
      showError(error);
    }
  }

  const dialog = (
    <ConfirmDialog
      open={toDelete !== null}
      title={t(`${options.texts}.confirmTitle`)}
      message={t(`${options.texts}.confirmMessage`)}
      confirmLabel={t('Confirm.yes')}
      declineLabel={t('Confirm.no')}
      onConfirm={() => toDelete !== null && void remove(toDelete)}
      onDecline={() => setToDelete(null)}
    />
  );
  return { ask: setToDelete, dialog };
}
