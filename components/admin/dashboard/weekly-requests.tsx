import { getTranslations } from 'next-intl/server';
import type { WeekCount } from '@/lib/dashboard/queries';
import { formatWeek } from './format';
import styles from './dashboard.module.css';

const WIDTH = 360;
const HEIGHT = 190;
const AXIS = 22;
const TOP = 18;

/**
 * Offer requests per week as bars, drawn on the server in SVG (no chart script in the admin).
 * The picture is for the eye; its figures are in the table that follows, which screen readers
 * and keyboards reach (the SVG's label says so).
 */
export async function WeeklyRequests({ weeks }: { weeks: WeekCount[] }) {
  const t = await getTranslations({ locale: 'ro', namespace: 'Admin.Dashboard' });
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  const current = weeks.at(-1)?.count ?? 0;
  const top = Math.max(1, ...weeks.map((week) => week.count));
  const slot = WIDTH / Math.max(1, weeks.length);
  const barHeight = (count: number) => ((HEIGHT - AXIS - TOP) * count) / top;
  const summary = t('weeklySummary', { weeks: weeks.length, total, current });
  return (
    <section className={styles.panel} aria-labelledby="weekly-heading">
      <h2 id="weekly-heading">{t('weeklyHeading')}</h2>
      <p>{summary}</p>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        data-testid="weekly-chart"
      >
        <line x1="0" x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} className={styles.axis} />
        {weeks.map((week, index) => {
          const height = barHeight(week.count);
          const x = index * slot;
          const isCurrent = index === weeks.length - 1;
          return (
            <g key={week.week} data-week={week.week}>
              <rect
                x={x + slot * 0.15}
                y={HEIGHT - AXIS - height}
                width={slot * 0.7}
                height={height}
                className={isCurrent ? styles.barCurrent : styles.bar}
              />
              {week.count > 0 && (
                <text x={x + slot / 2} y={HEIGHT - AXIS - height - 4} className={styles.value}>
                  {week.count}
                </text>
              )}
              {/* Every other Monday under the axis, so the labels stay readable on a phone. */}
              {(weeks.length - 1 - index) % 2 === 0 && (
                <text x={x + slot / 2} y={HEIGHT - 6} className={styles.label}>
                  {formatWeek(week.week)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <details className={styles.data}>
        <summary>{t('weeklyTable')}</summary>
        <table className="admin-table" data-testid="weekly-table">
          <caption className="sr-only">{t('weeklyHeading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('weekColumn')}</th>
              <th scope="col">{t('requestsColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {[...weeks].reverse().map((week, index) => (
              <tr key={week.week}>
                <td>
                  {index === 0
                    ? t('thisWeek', { week: formatWeek(week.week, true) })
                    : formatWeek(week.week, true)}
                </td>
                <td>{week.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
