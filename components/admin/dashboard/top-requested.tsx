import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { Ranked, RankedMachine } from '@/lib/dashboard/queries';
import styles from './dashboard.module.css';

interface Props {
  weeks: number;
  machines: RankedMachine[];
  categories: Ranked[];
}

/** The machines and categories offer requests asked for most, in the chart's weeks. */
export async function TopRequested({ weeks, machines, categories }: Props) {
  const t = await getTranslations({ locale: 'ro', namespace: 'Admin.Dashboard' });
  const list = (caption: string, column: string, rows: (Ranked & { path?: string | null })[]) => (
    <table className="admin-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{column}</th>
          <th scope="col">{t('requestsColumn')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={2} className="admin-muted">
              {t('noneYet')}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.name}>
              <td>
                {row.path ? (
                  <Link href={row.path} className="admin-link">
                    {row.name}
                  </Link>
                ) : (
                  row.name
                )}
              </td>
              <td>{row.count}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
  return (
    <section className={styles.panel} aria-labelledby="top-heading">
      <h2 id="top-heading">
        {t('topHeading')} <span className={styles.span}>{t('topSpan', { weeks })}</span>
      </h2>
      <div className={styles.pair}>
        {list(t('machinesCaption'), t('machineColumn'), machines)}
        {list(t('categoriesCaption'), t('categoryColumn'), categories)}
      </div>
    </section>
  );
}
