'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useCallback, useState } from 'react';
import { ALL_CATEGORIES } from '@/lib/products/filter';
import type { ProductListItemWire } from '@/lib/products/wire';
import { useErrorToast } from '@/components/admin/shared/notify';
import { PagedResults, useRowDelete } from '@/components/admin/shared/paged-list';
import { ProductsFilters } from './products-filters';
import { ProductsTable } from './products-table';
import { productsApiUrl, productsQueryFrom } from '@/components/admin/shared/list-query';
import { usePageData, type Preloaded } from '@/components/admin/shared/use-page-data';
import { useUrlQuery } from '@/components/admin/shared/use-url-query';

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

  const deletion = useRowDelete<ProductListItemWire>({
    path: (product) => `/api/product/${product.uuid}`,
    texts: 'Products',
    data,
    page,
    setQuery,
    reload,
  });

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
      <PagedResults
        data={data}
        loading={loading}
        page={page}
        filtered={filtered}
        texts={{
          empty: 'Products.empty',
          count: 'Products.count',
          noMatch: 'Products.noMatch',
          pages: 'Products.pages',
        }}
        setQuery={setQuery}
      >
        {(items) => <ProductsTable products={items} onDelete={deletion.ask} />}
      </PagedResults>
      {deletion.dialog}
    </>
  );
}
