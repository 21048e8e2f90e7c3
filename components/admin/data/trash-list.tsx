'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TRASH_RETENTION_DAYS } from '@/lib/trash/retention';
import type { TrashItemWire } from '@/lib/trash/wire';
import { apiFetch } from '@/components/admin/shared/api-client';
import { formatDateTime } from '@/components/admin/inquiries/inquiries-format';
import { notify, useErrorToast } from '@/components/admin/shared/notify';
import styles from './trash-list.module.css';

/**
 * 'Cos de gunoi' (issue #32): each deleted machine, category and banner with its dates,
 * 'Restaurare', and 'Stergere definitiva' after the shared confirmation dialog.
 */
export function TrashList({ initial }: { initial: TrashItemWire[] }) {
  const t = useTranslations('Admin');
  const showError = useErrorToast();
  const [items, setItems] = useState(initial);
  const [toDelete, setToDelete] = useState<TrashItemWire | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const label = (item: TrashItemWire) => item.name ?? t('Trash.banner');
  const drop = (item: TrashItemWire) =>
    setItems((list) => list.filter((entry) => entry.uuid !== item.uuid));

  async function act(item: TrashItemWire, request: () => Promise<unknown>, done: string) {
    setBusy(item.uuid);
    try {
      await request();
      drop(item);
      notify('success', done);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  }

  const restore = (item: TrashItemWire) =>
    act(
      item,
      () =>
        apiFetch('/api/trash/restore', {
          method: 'POST',
          body: { type: item.type, uuid: item.uuid },
        }),
      t('Trash.restored', { type: item.type }),
    );

  function remove(item: TrashItemWire) {
    setToDelete(null);
    return act(
      item,
      () => apiFetch(`/api/trash/${item.uuid}`, { method: 'DELETE' }),
      t('Trash.deleted', { type: item.type }),
    );
  }

  return (
    <>
      <div className="admin-toolbar">
        <h1>{t('Trash.title')}</h1>
      </div>
      <p className="admin-muted">{t('Trash.help', { days: TRASH_RETENTION_DAYS })}</p>
      {items.length === 0 ? (
        <p>{t('Trash.empty')}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={`admin-table admin-cards ${styles.table}`}>
            <thead>
              <tr>
                <th scope="col">{t('Trash.item')}</th>
                <th scope="col">{t('Trash.type')}</th>
                <th scope="col">{t('Trash.deletedAt')}</th>
                <th scope="col">{t('Trash.purgeAt')}</th>
                <th scope="col">{t('Trash.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.uuid} data-testid="trash-item">
                  <td className={styles.itemCell}>
                    <div className={styles.item}>
                      {item.image && (
                        // A 48 px thumbnail of a picture already stored; next/image adds nothing here.
                        // eslint-disable-next-line @next/next/no-img-element
                        <img src={item.image.url} alt="" className={styles.thumb} />
                      )}
                      <div>
                        <div className={styles.name}>{label(item)}</div>
                        {item.category !== null && (
                          <div className="admin-muted">
                            {t('Trash.inCategory', { category: item.category })}
                          </div>
                        )}
                        {item.machines !== null && (
                          <div className="admin-muted">
                            {t('Trash.machines', { count: item.machines })}
                          </div>
                        )}
                      </div>
                    </div>
                  </td>
                  <td data-label={t('Trash.type')} className={styles.nowrap}>
                    {t(`Trash.${item.type}`)}
                  </td>
                  <td data-label={t('Trash.deletedAt')} className={styles.nowrap}>
                    {formatDateTime(item.deleted_at)}
                  </td>
                  <td data-label={t('Trash.purgeAt')} className={styles.nowrap}>
                    {formatDateTime(item.purge_at)}
                  </td>
                  <td className="actions">
                    <button
                      type="button"
                      className="admin-button secondary"
                      aria-label={t('Trash.restoreLabel', { name: label(item) })}
                      disabled={busy !== null}
                      onClick={() => restore(item)}
                    >
                      {t('Trash.restore')}
                    </button>
                    <button
                      type="button"
                      className="admin-button danger"
                      aria-label={t('Trash.deleteForeverLabel', { name: label(item) })}
                      disabled={busy !== null}
                      onClick={() => setToDelete(item)}
                    >
                      {t('Trash.deleteForever')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('Trash.confirmTitle')}
        message={t('Trash.confirmMessage')}
        confirmLabel={t('Confirm.yes')}
        declineLabel={t('Confirm.no')}
        onConfirm={() => toDelete && remove(toDelete)}
        onDecline={() => setToDelete(null)}
      />
    </>
  );
}
