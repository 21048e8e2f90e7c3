'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import type { CategoryWire } from '@/lib/categories/wire';
import { todayInRomania } from '@/lib/reservations/days';
import { monthOf, parseMonth, shiftMonth } from '@/lib/reservations/month';
import { RESERVATION_STATUSES } from '@/lib/reservations/rules';
import type { CalendarWire } from '@/lib/reservations/wire';
import { apiFetch } from '@/components/admin/shared/api-client';
import { CalendarAgenda } from './calendar-agenda';
import { CalendarGrid } from './calendar-grid';
import { useErrorToast } from '@/components/admin/shared/notify';
import { useStatusName } from './reservation-format';
import { ReservationsViews } from './reservations-views';
import { useUrlQuery } from '@/components/admin/shared/use-url-query';
import styles from './calendar.module.css';

/**
 * The reservations' calendar (issue #35): one category's machines × the days of a month,
 * each booking marked with its customer's name and its state's pattern, a link to the
 * reservation. Phones get the same month as a list per machine. Category and month live in
 * the address (?category=&month=YYYY-MM).
 */
export function ReservationCalendar({ categories }: { categories: CategoryWire[] }) {
  const t = useTranslations('Admin');
  const statusName = useStatusName();
  const showError = useErrorToast();
  const [query, setQuery] = useUrlQuery();
  const today = todayInRomania();
  const asked = query.get('month') ?? '';
  const month = parseMonth(asked) ? asked : monthOf(today);
  const category = query.get('category') || categories[0]?.uuid || '';
  const url = `/api/reservation/month?category=${encodeURIComponent(category)}&month=${month}`;
  const [calendar, setCalendar] = useState<{ url: string; data: CalendarWire } | null>(null);

  useEffect(() => {
    if (!category) return;
    let live = true;
    apiFetch<CalendarWire>(url).then((data) => live && setCalendar({ url, data }), showError);
    return () => {
      live = false;
    };
  }, [url, category, showError]);

  const shown = calendar?.data;
  return (
    <>
      <div className="admin-toolbar">
        <h1>{t('Calendar.title')}</h1>
        <Link href="/admin/main/reservations/add" className="admin-button">
          {t('Reservations.add')}
        </Link>
      </div>
      <ReservationsViews current="calendarView" />
      {categories.length === 0 ? (
        <p>{t('Calendar.noCategories')}</p>
      ) : (
        <>
          <div className={styles.controls}>
            <div className="admin-field">
              <label htmlFor="calendar-category">{t('Calendar.category')}</label>
              <select
                id="calendar-category"
                value={category}
                onChange={(event) => setQuery({ category: event.target.value })}
              >
                {categories.map((entry) => (
                  <option key={entry.uuid} value={entry.uuid}>
                    {entry.name}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.month}>
              <button
                type="button"
                className="admin-button secondary"
                onClick={() => setQuery({ month: shiftMonth(month, -1) })}
                aria-label={t('Calendar.previous')}
              >
                ‹
              </button>
              <div className="admin-field">
                <label htmlFor="calendar-month">{t('Calendar.month')}</label>
                <input
                  id="calendar-month"
                  type="month"
                  value={month}
                  onChange={(event) =>
                    parseMonth(event.target.value) && setQuery({ month: event.target.value })
                  }
                />
              </div>
              <button
                type="button"
                className="admin-button secondary"
                onClick={() => setQuery({ month: shiftMonth(month, 1) })}
                aria-label={t('Calendar.next')}
              >
                ›
              </button>
            </div>
          </div>
          <ul className={styles.legend} aria-label={t('Calendar.legend')}>
            {RESERVATION_STATUSES.filter((status) => status !== 'cancelled').map((status) => (
              <li key={status}>
                <span className={`${styles.swatch} ${styles[status]}`} aria-hidden="true" />
                {statusName(status)}
              </li>
            ))}
          </ul>
          {!shown ? (
            <p aria-busy="true">{t('Loading')}</p>
          ) : (
            <div aria-busy={calendar.url !== url}>
              {shown.machines.length === 0 ? (
                <p role="status">{t('Calendar.noMachines')}</p>
              ) : (
                <>
                  <CalendarGrid calendar={shown} today={today} />
                  <CalendarAgenda calendar={shown} />
                </>
              )}
            </div>
          )}
        </>
      )}
    </>
  );
}
