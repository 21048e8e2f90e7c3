'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { RowActions } from '@/components/admin/shared/row-actions';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { CategoryWire } from '@/lib/categories/wire';
import { apiFetch } from '@/components/admin/shared/api-client';
import { notify, useErrorToast } from '@/components/admin/shared/notify';

/**
 * 'Categorii produse' (spec §2): the table, edit links, delete after confirmation. The list
 * comes preloaded from the server page; deletions then change it here.
 */
export function CategoryList({ initial }: { initial: CategoryWire[] }) {
  const t = useTranslations('Admin');
  const showError = useErrorToast();
  const [categories, setCategories] = useState(initial);
  const [toDelete, setToDelete] = useState<CategoryWire | null>(null);

  async function remove(category: CategoryWire) {
    setToDelete(null);
    try {
      await apiFetch(`/api/category/${category.uuid}`, { method: 'DELETE' });
      setCategories((list) => list.filter((item) => item.uuid !== category.uuid));
      notify('success', t('Categories.deleted'));
    } catch (error) {
      showError(error);
    }
  }

  return (
    <>
      <div className="admin-toolbar">
        <h1>{t('Categories.title')}</h1>
        <Link href="/admin/main/categories/add" className="admin-button">
          {t('Categories.add')}
        </Link>
      </div>
      {categories.length === 0 ? (
        <p>{t('Categories.empty')}</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('Categories.column')}</th>
              <th scope="col">{t('Categories.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {categories.map((category) => (
              <tr key={category.uuid}>
                <td>{category.name}</td>
                <RowActions
                  editHref={`/admin/main/categories/edit/${category.uuid}`}
                  edit={{
                    text: t('Categories.edit'),
                    label: `${t('Categories.edit')} ${category.name}`,
                  }}
                  remove={{
                    text: t('Categories.delete'),
                    label: `${t('Categories.delete')} ${category.name}`,
                  }}
                  onDelete={() => setToDelete(category)}
                />
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('Categories.confirmTitle')}
        message={t('Categories.confirmMessage')}
        confirmLabel={t('Confirm.yes')}
        declineLabel={t('Confirm.no')}
        onConfirm={() => toDelete && remove(toDelete)}
        onDecline={() => setToDelete(null)}
      />
    </>
  );
}
