import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import {
  DEVICE_CLASSES,
  rateVital,
  VITAL_METRICS,
  VITAL_PAGE_TYPES,
  type DeviceClass,
} from '@/lib/vitals/metrics';
import type { VitalP75 } from '@/lib/vitals/queries';
import { formatVital } from './format';
import styles from './dashboard.module.css';

const RATING_CLASS = {
  good: styles.good,
  'needs-improvement': styles.needsImprovement,
  poor: styles.poor,
} as const;

/**
 * The p75 of each Core Web Vital per page type, judged by web.dev's thresholds: the colour
 * and the words say the same (good / needs improvement / poor), so no one needs the colour.
 */
interface Props {
  days: number;
  /** The class of device shown, or undefined for all of them. */
  device?: DeviceClass;
  rows: VitalP75[];
}

export async function VitalsTable({ days, device, rows }: Props) {
  const t = await getTranslations({ locale: 'ro', namespace: 'Admin.Dashboard' });
  const pages = VITAL_PAGE_TYPES.filter((page) => rows.some((row) => row.page === page));
  const cell = (page: string, metric: (typeof VITAL_METRICS)[number]) =>
    rows.find((row) => row.page === page && row.metric === metric);
  return (
    <section className={styles.panel} aria-labelledby="vitals-heading">
      <h2 id="vitals-heading">{t('vitalsHeading')}</h2>
      <p>{t('vitalsIntro', { days })}</p>
      <nav aria-label={t('deviceLabel')} className={styles.devices}>
        {[undefined, ...DEVICE_CLASSES].map((choice) => (
          <Link
            key={choice ?? 'all'}
            href={`/admin/main/dashboard${choice ? `?device=${choice}` : ''}#vitals-heading`}
            aria-current={choice === device ? 'page' : undefined}
            className={styles.device}
          >
            {t(`device_${choice ?? 'all'}`)}
          </Link>
        ))}
      </nav>
      <table className={`admin-table ${styles.vitals}`} data-testid="vitals-table">
        <caption className="sr-only">
          {t('vitalsCaption', { days, device: t(`device_${device ?? 'all'}`) })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('pageColumn')}</th>
            {VITAL_METRICS.map((metric) => (
              <th scope="col" key={metric}>
                {metric}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pages.length === 0 && (
            <tr>
              <td colSpan={VITAL_METRICS.length + 1} className="admin-muted">
                {t('vitalsNone')}
              </td>
            </tr>
          )}
          {pages.map((page) => {
            // Page loads measured: the metric measured most often (INP needs an interaction).
            const samples = Math.max(
              ...rows.filter((row) => row.page === page).map((row) => row.samples),
            );
            return (
              <tr key={page}>
                <th scope="row" data-samples={samples}>
                  {t(`page_${page}`)}
                  <span className={styles.samples}>{t('samples', { count: samples })}</span>
                </th>
                {VITAL_METRICS.map((metric) => {
                  const found = cell(page, metric);
                  if (!found) {
                    return (
                      <td key={metric} className="admin-muted">
                        {t('noData')}
                      </td>
                    );
                  }
                  const rating = rateVital(metric, found.p75);
                  return (
                    <td key={metric} className={RATING_CLASS[rating]} data-rating={rating}>
                      <span className={styles.figure}>{formatVital(metric, found.p75)}</span>
                      <span className={styles.rating}>{t(`rating_${rating}`)}</span>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="admin-muted">{t('thresholds')}</p>
    </section>
  );
}
