'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { CategoryWire } from '@/lib/categories/wire';
import type { MachinePickerStart } from '@/lib/reservations/admin';
import type { ReservationWire } from '@/lib/reservations/wire';
import { useErrorToast } from '@/components/admin/shared/notify';
import { PagedResults, useRowDelete } from '@/components/admin/shared/paged-list';
import { ReservationsFilters } from './reservations-filters';
import { reservationsApiUrl, reservationsQueryFrom } from './reservations-query';
import { ReservationsTable } from './reservations-table';
import { ReservationsViews } from './reservations-views';
import { usePageData } from '@/components/admin/shared/use-page-data';
import { useUrlQuery } from '@/components/admin/shared/use-url-query';

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
  const { data, loading, reload } = usePageData<ReservationWire>(
    reservationsApiUrl(query),
    showError,
  );
  const filtered = Boolean(product || status || from || to);

  const deletion = useRowDelete<ReservationWire>({
    path: (reservation) => `/api/reservation/${reservation.uuid}`,
    texts: 'Reservations',
    data,
    page,
    setQuery,
    reload,
  });

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
      <PagedResults
        data={data}
        loading={loading}
        page={page}
        filtered={filtered}
        texts={{
          empty: 'Reservations.empty',
          count: 'Reservations.count',
          noMatch: 'Reservations.noMatch',
          pages: 'Reservations.pages',
        }}
        setQuery={setQuery}
      >
        {(items) => <ReservationsTable reservations={items} onDelete={deletion.ask} />}
      </PagedResults>
      {deletion.dialog}
    </>
  );
}
