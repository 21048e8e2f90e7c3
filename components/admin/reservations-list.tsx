'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { CategoryWire } from '@/lib/categories/wire';
import type { MachinePickerStart } from '@/lib/reservations/admin';
import type { ReservationWire } from '@/lib/reservations/wire';
import { apiFetch } from './api-client';
import { notify, useErrorToast } from './notify';
import { Pager } from './pager';
import { ReservationsFilters } from './reservations-filters';
import { reservationsApiUrl, reservationsQueryFrom } from './reservations-query';
import { ReservationsTable } from './reservations-table';
import { ReservationsViews } from './reservations-views';
import { usePageData } from './use-page-data';
import { useUrlQuery } from './use-url-query';

/**
 * 'Rezervari' (issue #35): one page of reservations at a time, the latest first day first,
 * filtered on the server by machine, state and a range of days (all kept in the address);
 * edit links, delete after the spec's confirmation.
 */
export function ReservationsList(props: {
  categories: Pick<CategoryWire, 'uuid' | 'name'>[];
  machineStart: MachinePickerStart;
}) {
  const t = useTranslations('Admin');
  const showError = useErrorToast();
  const [query, setQuery] = useUrlQuery();
  const { page, product, status, from, to } = reservationsQueryFrom(query);
  const [toDelete, setToDelete] = useState<ReservationWire | null>(null);
  const { data, loading, reload } = usePageData<ReservationWire>(
    reservationsApiUrl(query),
    showError,
  );
  const filtered = Boolean(product || status || from || to);

  async function remove(reservation: ReservationWire) {
    setToDelete(null);
    try {
      await apiFetch(`/api/reservation/${reservation.uuid}`, { method: 'DELETE' });
      notify('success', t('Reservations.deleted'));
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
        <h1>{t('Reservations.title')}</h1>
        <Link href="/admin/main/reservations/add" className="admin-button">
          {t('Reservations.add')}
        </Link>
      </div>
      <ReservationsViews current="listView" />
      <ReservationsFilters
        categories={props.categories}
        machineStart={props.machineStart}
        product={product}
        status={status}
        from={from}
        to={to}
        onChange={(changes) => setQuery(changes)}
      />
      {data === null ? (
        <p aria-busy="true">{t('Loading')}</p>
      ) : data.total === 0 && !filtered ? (
        <p>{t('Reservations.empty')}</p>
      ) : (
        <div aria-busy={loading}>
          <p className="admin-muted" role="status">
            {t('Reservations.count', { count: data.total })}
          </p>
          {data.items.length > 0 ? (
            <ReservationsTable reservations={data.items} onDelete={setToDelete} />
          ) : (
            <p role="status">{t('Reservations.noMatch')}</p>
          )}
          <Pager
            page={page}
            limit={data.limit}
            total={data.total}
            label={t('Reservations.pages')}
            onPage={(next) => setQuery({ page: next === 1 ? null : next }, true)}
          />
        </div>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('Reservations.confirmTitle')}
        message={t('Reservations.confirmMessage')}
        confirmLabel={t('Confirm.yes')}
        declineLabel={t('Confirm.no')}
        onConfirm={() => toDelete && remove(toDelete)}
        onDecline={() => setToDelete(null)}
      />
    </>
  );
}
