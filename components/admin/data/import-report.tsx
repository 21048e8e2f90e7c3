'use client';
import { useTranslations } from 'next-intl';
import type { ImportReport, ReportEntry } from '@/lib/import/report';
import styles from './import-export.module.css';

/** Problems listed at most: a file of 10,000 bad rows must not freeze the page. */
const SHOWN_PROBLEMS = 200;

/** What a check or an import found: the counts, new categories, problems and warnings. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const t = useTranslations('Admin.ImportExport');
  const counts = [
    ['created', report.created],
    ['updated', report.updated],
    ['unchanged', report.unchanged],
    ['errors', report.errors.length],
  ] as const;
  const nothingToDo = report.errors.length === 0 && report.created + report.updated === 0;
  return (
    <div className={styles.report} aria-live="polite">
      <h3>{report.dry_run ? t('summary') : t('summaryApplied')}</h3>
      <dl className={styles.counts}>
        {counts.map(([key, value]) => (
          <div key={key} data-count={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {report.categories_created.length > 0 && (
        <p>{t('categoriesCreated', { names: report.categories_created.join(', ') })}</p>
      )}
      {report.errors.length > 0 && (
        <Problems title={t('problemsTitle')} entries={report.errors} className="admin-error" />
      )}
      {report.warnings.length > 0 && (
        <Problems title={t('warningsTitle')} entries={report.warnings} />
      )}
      {report.dry_run && report.errors.length === 0 && (
        <p className={styles.verdict}>{nothingToDo ? t('nothingToDo') : t('ready')}</p>
      )}
    </div>
  );
}

function Problems({
  title,
  entries,
  className,
}: {
  title: string;
  entries: ReportEntry[];
  className?: string;
}) {
  const t = useTranslations('Admin.ImportExport');
  const shown = entries.slice(0, SHOWN_PROBLEMS);
  return (
    <div className={styles.problems}>
      <h4 className={className}>{title}</h4>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('row')}</th>
            <th scope="col">{t('column')}</th>
            <th scope="col">{t('problem')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((entry, index) => (
            <tr key={`${entry.row}-${entry.column}-${index}`}>
              <td>{entry.row ?? t('wholeFile')}</td>
              <td className={styles.column}>{entry.column ?? ''}</td>
              <td>{entry.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {entries.length > shown.length && (
        <p>{t('moreProblems', { count: entries.length - shown.length })}</p>
      )}
    </div>
  );
}
