'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { Fragment } from 'react';
import { eachDay, formatDay } from '@/lib/reservations/days';
import type { CalendarWire } from '@/lib/reservations/wire';
import { bookingLanes, type CalendarBooking, type PlacedBooking } from './calendar-lanes';
import { useStatusName } from './reservation-format';
import styles from './calendar.module.css';

const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/** The words a booking is read by: customer, period and state (never its colour alone). */
export function useBookingLabel() {
  const t = useTranslations('Admin.Calendar');
  const statusName = useStatusName();
  return (booking: CalendarBooking) =>
    t('booking', {
      name: booking.customer_name,
      start: formatDay(booking.start),
      end: formatDay(booking.end),
      status: statusName(booking.status),
    });
}

/** One lane of a machine: empty days, and each booking as one cell spanning its days. */
function LaneCells({
  lane,
  days,
  today,
}: {
  lane: PlacedBooking[];
  days: string[];
  today: string;
}) {
  const label = useBookingLabel();
  const cells: React.ReactNode[] = [];
  let column = 0;
  for (const placed of lane) {
    for (; column < placed.column; column++) {
      const day = days[column]!;
      cells.push(
        <td
          key={day}
          className={`${styles.day} ${isWeekend(day) ? styles.weekend : ''} ${day === today ? styles.today : ''}`}
        />,
      );
    }
    const { booking } = placed;
    cells.push(
      <td key={booking.uuid} colSpan={placed.span} className={styles.bookingCell}>
        <Link
          href={`/admin/main/reservations/edit/${booking.uuid}`}
          className={`${styles.booking} ${styles[booking.status]}`}
          aria-label={label(booking)}
          title={label(booking)}
        >
          {booking.customer_name}
        </Link>
      </td>,
    );
    column += placed.span;
  }
  for (; column < days.length; column++) {
    const day = days[column]!;
    cells.push(
      <td
        key={day}
        className={`${styles.day} ${isWeekend(day) ? styles.weekend : ''} ${day === today ? styles.today : ''}`}
      />,
    );
  }
  return <>{cells}</>;
}

/** Machines × days of the month (wide screens): each booking a link to its reservation. */
export function CalendarGrid({ calendar, today }: { calendar: CalendarWire; today: string }) {
  const t = useTranslations('Admin.Calendar');
  // Two letters a day, Sunday first as getUTCDay counts ('Du,Lu,Ma,…').
  const weekdays = t('weekdays').split(',');
  const weekday = (day: string) => weekdays[new Date(`${day}T00:00:00Z`).getUTCDay()];
  const days = eachDay(calendar.first, calendar.last);
  return (
    <div
      className={styles.gridScroll}
      role="region"
      aria-labelledby="calendar-caption"
      tabIndex={0}
    >
      <table className={styles.grid}>
        <caption id="calendar-caption" className={styles.caption}>
          {t('caption', { month: monthName(calendar.first), category: calendar.category.name })}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.machineHead}>
              {t('machineColumn')}
            </th>
            {days.map((day) => (
              <th
                key={day}
                scope="col"
                className={`${styles.dayHead} ${isWeekend(day) ? styles.weekend : ''} ${day === today ? styles.today : ''}`}
                aria-label={`${formatDay(day)}${day === today ? `, ${t('today')}` : ''}`}
              >
                <span className={styles.dayNumber}>{Number(day.slice(8))}</span>
                <span className={styles.weekday}>{weekday(day)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendar.machines.map((machine) => {
            const lanes = bookingLanes(machine.reservations, calendar.first, calendar.last);
            const rows = lanes.length === 0 ? [[]] : lanes;
            return (
              <Fragment key={machine.uuid}>
                {rows.map((lane, index) => (
                  <tr key={index} className={index === 0 ? styles.machineStart : undefined}>
                    {index === 0 && (
                      <th scope="row" rowSpan={rows.length} className={styles.machine}>
                        {machine.model}
                        <span className={styles.units}>{t('units', { units: machine.units })}</span>
                      </th>
                    )}
                    <LaneCells lane={lane} days={days} today={today} />
                  </tr>
                ))}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const MONTH = new Intl.DateTimeFormat('ro-RO', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'martie 2030'. */
export function monthName(first: string): string {
  return MONTH.format(new Date(`${first}T00:00:00Z`));
}
