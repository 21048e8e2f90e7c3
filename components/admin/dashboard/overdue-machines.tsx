import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { daysInRange, formatDay, type Day } from '@/lib/reservations/days';
import type { ReservationView } from '@/lib/reservations/queries';
import styles from './dashboard.module.css';

/**
 * 'Utilaje nereturnate la termen' (issue #35): machines handed over whose last day has passed,
 * the longest overdue first, each a link to its reservation (to mark it returned).
 */
export async function OverdueMachines({ rows, today }: { rows: ReservationView[]; today: Day }) {
  const t = await getTranslations({ locale: 'ro', namespace: 'Admin.Dashboard' });
  return (
    <section className={styles.panel} aria-labelledby="overdue-heading">
      <h2 id="overdue-heading">{t('overdueHeading')}</h2>
      <table className="admin-table" data-testid="overdue-machines">
        <caption>{t('overdueCaption', { count: rows.length })}</caption>
        {rows.length > 0 && (
          <thead>
            <tr>
              <th scope="col">{t('overdueMachine')}</th>
              <th scope="col">{t('overdueCustomer')}</th>
              <th scope="col">{t('overdueEnd')}</th>
            </tr>
          </thead>
        )}
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td className="admin-muted">{t('overdueNone')}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link href={`/admin/main/reservations/edit/${row.id}`} className="admin-link">
                    {row.productModel}
                  </Link>
                </td>
                <td>
                  {row.customerName}
                  {row.customerPhone && (
                    <>
                      <br />
                      <a
                        href={`tel:${row.customerPhone.replace(/\s/g, '')}`}
                        className="admin-link"
                      >
                        {row.customerPhone}
                      </a>
                    </>
                  )}
                </td>
                <td>
                  <span className={styles.nowrap}>{formatDay(row.endDay)}</span>
                  <br />
                  <span className={`${styles.nowrap} admin-muted`}>
                    {t('overdueDays', { count: daysInRange(row.endDay, today) - 1 })}
                  </span>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <p>
        <Link href="/admin/main/reservations?status=out" className="admin-link">
          {t('overdueLink')}
        </Link>
      </p>
    </section>
  );
}
