'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useEffect, useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ALL_CATEGORIES, distinctCategories, filterProducts } from '@/lib/products/filter';
import { UNKNOWN_CATEGORY, type ProductListItem } from '@/lib/products/view';
import { apiFetch } from './api-client';
import { notify, useErrorToast } from './notify';
import styles from './products-list.module.css';

/** 'Utilaje' (spec §2, §4): filters by category and model, edit links, delete after confirmation. */
export function ProductsList() {
  const t = useTranslations('Admin');
  const showError = useErrorToast();
  const [products, setProducts] = useState<ProductListItem[] | null>(null);
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [model, setModel] = useState('');
  const [toDelete, setToDelete] = useState<ProductListItem | null>(null);

  useEffect(() => {
    apiFetch<ProductListItem[]>('/api/product').then(setProducts, showError);
  }, [showError]);

  const categories = useMemo(() => distinctCategories(products ?? []), [products]);
  const shown = useMemo(
    () => filterProducts(products ?? [], { category, model }),
    [products, category, model],
  );

  async function remove(product: ProductListItem) {
    setToDelete(null);
    try {
      await apiFetch(`/api/product/${product.uuid}`, { method: 'DELETE' });
      setProducts((list) => list?.filter((item) => item.uuid !== product.uuid) ?? null);
      notify('success', t('Products.deleted'));
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
      <div className={styles.filters} role="search">
        <div className="admin-field">
          <label htmlFor="product-category-filter">{t('Products.categoryFilter')}</label>
          <select
            id="product-category-filter"
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          >
            <option value={ALL_CATEGORIES}>{t('Products.allCategories')}</option>
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="product-model-filter">{t('Products.searchLabel')}</label>
          <input
            id="product-model-filter"
            type="search"
            placeholder={t('Products.search')}
            value={model}
            onChange={(event) => setModel(event.target.value)}
          />
        </div>
      </div>
      {products === null ? (
        <p aria-busy="true">{t('Loading')}</p>
      ) : products.length === 0 ? (
        <p>{t('Products.empty')}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={`admin-table ${styles.table}`}>
            <thead>
              <tr>
                <th scope="col">{t('Products.category')}</th>
                <th scope="col">{t('Products.model')}</th>
                <th scope="col">{t('Products.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((product) => (
                <tr key={product.uuid}>
                  <td
                    data-label={t('Products.category')}
                    className={product.category === UNKNOWN_CATEGORY ? 'admin-muted' : undefined}
                  >
                    {product.category}
                  </td>
                  <td className={styles.model} data-label={t('Products.model')}>
                    {product.model}
                  </td>
                  <td className="actions">
                    <Link
                      href={`/admin/main/products/edit/${product.uuid}`}
                      className="admin-button secondary"
                      aria-label={t('Products.editModel', { model: product.model })}
                    >
                      {t('Products.edit')}
                    </Link>
                    <button
                      type="button"
                      className="admin-button danger"
                      aria-label={t('Products.deleteModel', { model: product.model })}
                      onClick={() => setToDelete(product)}
                    >
                      {t('Products.delete')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {shown.length === 0 && <p role="status">{t('Products.noMatch')}</p>}
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
