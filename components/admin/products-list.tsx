'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useCallback, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ALL_CATEGORIES } from '@/lib/products/filter';
import type { ProductListItemWire } from '@/lib/products/wire';
import { apiFetch } from './api-client';
import { notify, useErrorToast } from './notify';
import { Pager } from './pager';
import { ProductsFilters } from './products-filters';
import { ProductsTable } from './products-table';
import { productsApiUrl, productsQueryFrom } from './list-query';
import { usePageData, type Preloaded } from './use-page-data';
import { useUrlQuery } from './use-url-query';

interface ProductsListProps {
  /** The page the address asked for, read on the server (spec §2: preloaded). */
  initial: Preloaded<ProductListItemWire> | null;
  /** The names of the categories that have machines (and 'Necunoscut'), read on the server. */
  categories: string[];
}

/**
 * 'Utilaje' (spec §2, §4): one page of machines at a time, filtered on the server by category
 * and model; the page and the filters live in the address. Edit links, delete after confirmation.
 */
export function ProductsList({ initial, categories: preloaded }: ProductsListProps) {
  const t = useTranslations('Admin');
  const showError = useErrorToast();
  const [query, setQuery] = useUrlQuery();
  const { page, category, model, untranslated } = productsQueryFrom(query);
  const [categories] = useState(preloaded);
  const [toDelete, setToDelete] = useState<ProductListItemWire | null>(null);
  const { data, loading, reload } = usePageData<ProductListItemWire>(
    productsApiUrl(query),
    showError,
    initial,
  );

  const onModel = useCallback(
    (typed: string) => setQuery({ model: typed, page: null }),
    [setQuery],
  );
  const filtered = category !== ALL_CATEGORIES || model.trim() !== '' || untranslated;

  async function remove(product: ProductListItemWire) {
    setToDelete(null);
    try {
      await apiFetch(`/api/product/${product.uuid}`, { method: 'DELETE' });
      notify('success', t('Products.deleted'));
      // The last row of a later page: show the page before it.
      if (data && data.items.length === 1 && page > 1) setQuery({ page: page - 1 });
      else await reload();
    } catch (error) {
      showError(error);
    }
  }

  return (
    <>
      <div className="admin-toolbar">
        <h1>{t('Products.title')}</h1>
        <Link href="/admin/main/products/add" className="admin-button">
          {t('Products.add')}
        </Link>
      </div>
      <ProductsFilters
        categories={categories}
        category={category}
        model={model}
        onCategory={(value) => setQuery({ category: value, page: null })}
        onModel={onModel}
        untranslated={untranslated}
        onUntranslated={(only) => setQuery({ untranslated: only ? '1' : null, page: null })}
      />
      {data === null ? (
        <p aria-busy="true">{t('Loading')}</p>
      ) : data.total === 0 && !filtered ? (
        <p>{t('Products.empty')}</p>
      ) : (
        <div aria-busy={loading}>
          <p className="admin-muted" role="status">
            {t('Products.count', { count: data.total })}
          </p>
          {data.items.length > 0 ? (
            <ProductsTable products={data.items} onDelete={setToDelete} />
          ) : (
            <p role="status">{t('Products.noMatch')}</p>
          )}
          <Pager
            page={page}
            limit={data.limit}
            total={data.total}
            label={t('Products.pages')}
            onPage={(next) => setQuery({ page: next === 1 ? null : next }, true)}
          />
        </div>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('Products.confirmTitle')}
        message={t('Products.confirmMessage')}
        confirmLabel={t('Confirm.yes')}
        declineLabel={t('Confirm.no')}
        onConfirm={() => toDelete && remove(toDelete)}
        onDecline={() => setToDelete(null)}
      />
    </>
  );
}
