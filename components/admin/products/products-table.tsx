'use client';
import { useTranslations } from 'next-intl';
import { RowActions } from '@/components/admin/shared/row-actions';
import { UNKNOWN_CATEGORY } from '@/lib/products/view';
import type { ProductListItemWire } from '@/lib/products/wire';
import styles from './products-list.module.css';

interface ProductsTableProps {
  products: ProductListItemWire[];
  onDelete: (product: ProductListItemWire) => void;
}

/**
 * The rows of 'Utilaje': category (muted when 'Necunoscut'), model, whether its English texts
 * are missing (issue #17), edit and delete.
 */
export function ProductsTable({ products, onDelete }: ProductsTableProps) {
  const t = useTranslations('Admin.Products');
  return (
    <div className={styles.scroll}>
      <table className={`admin-table admin-cards ${styles.table}`}>
        <thead>
          <tr>
            <th scope="col">{t('category')}</th>
            <th scope="col">{t('model')}</th>
            <th scope="col">{t('english')}</th>
            <th scope="col">{t('actions')}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.uuid}>
              <td
                data-label={t('category')}
                className={product.category === UNKNOWN_CATEGORY ? 'admin-muted' : undefined}
              >
                {product.category}
              </td>
              <td className={styles.model} data-label={t('model')}>
                {product.model}
              </td>
              {/* No label on a phone when there is nothing to mark. */}
              <td data-label={product.translated ? undefined : t('english')}>
                {!product.translated && (
                  <span
                    className="admin-badge"
                    title={t('untranslatedLabel', { model: product.model })}
                    data-testid="untranslated"
                  >
                    {t('untranslated')}
                  </span>
                )}
              </td>
              <RowActions
                editHref={`/admin/main/products/edit/${product.uuid}`}
                edit={{ text: t('edit'), label: t('editModel', { model: product.model }) }}
                remove={{ text: t('delete'), label: t('deleteModel', { model: product.model }) }}
                onDelete={() => onDelete(product)}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
