'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { IMPORT_COLUMNS, IMPORT_CONTENT_TYPES } from '@/lib/import/columns';
import type { ImportReport } from '@/lib/import/report';
import { readAnswer, sendWithProgress } from '@/components/admin/shared/api-client';
import { FilePicker } from '@/components/admin/shared/file-picker';
import { ImportReportView } from './import-report';
import { notify, useErrorToast } from '@/components/admin/shared/notify';
import styles from './import-export.module.css';

type Phase = { kind: 'idle' } | { kind: 'uploading'; fraction: number } | { kind: 'working' };

/** The Content-Type of a chosen file, from its name: browsers disagree on .csv and .zip. */
function contentTypeOf(file: File): string {
  const name = file.name.toLowerCase();
  if (name.endsWith('.zip')) return IMPORT_CONTENT_TYPES.zip;
  if (name.endsWith('.xlsx')) return IMPORT_CONTENT_TYPES.xlsx;
  return IMPORT_CONTENT_TYPES.csv;
}

/**
 * 'Import / export': a machines file is checked first (a dry run that writes nothing), its
 * counts and every problem shown by row and column; only a file without errors can then be
 * imported, all or nothing. Below, the catalogue's export and the backup download.
 */
export function ImportExport() {
  const t = useTranslations('Admin.ImportExport');
  const showError = useErrorToast();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [report, setReport] = useState<ImportReport | null>(null);
  const busy = phase.kind !== 'idle';

  async function send(dryRun: boolean) {
    if (!file) return;
    setPhase({ kind: 'uploading', fraction: 0 });
    try {
      const { status, text } = await sendWithProgress(
        `/api/import${dryRun ? '?dryRun=1' : ''}`,
        file,
        (fraction) =>
          setPhase(fraction >= 1 ? { kind: 'working' } : { kind: 'uploading', fraction }),
        contentTypeOf(file),
      );
      const isReport = status === 200 || (status === 400 && text.includes('"dry_run"'));
      if (!isReport) readAnswer(status, text);
      const answer = JSON.parse(text) as ImportReport;
      setReport(answer);
      if (!dryRun && status === 200) notify('success', t('applied'));
    } catch (error) {
      showError(error);
    } finally {
      setPhase({ kind: 'idle' });
    }
  }

  const canApply =
    report !== null &&
    report.dry_run &&
    report.errors.length === 0 &&
    report.created + report.updated > 0;

  return (
    <div className={styles.sections}>
      <section aria-labelledby="import-title">
        <h2 id="import-title">{t('importTitle')}</h2>
        <p className="admin-muted">{t('importIntro')}</p>
        <p className="admin-muted">{t('columns', { columns: IMPORT_COLUMNS.join(', ') })}</p>
        <FilePicker
          id="import-file"
          label={t('file')}
          accept=".csv,.xlsx,.zip,text/csv,application/zip"
          disabled={busy}
          onFiles={([chosen]) => {
            setFile(chosen ?? null);
            setReport(null);
          }}
        />
        <div className="admin-actions">
          <button
            type="button"
            className="admin-button"
            disabled={!file || busy}
            onClick={() => send(true)}
          >
            {t('check')}
          </button>
          {canApply && (
            <button
              type="button"
              className="admin-button"
              disabled={busy}
              onClick={() => send(false)}
            >
              {t('apply')}
            </button>
          )}
        </div>
        <Progress phase={phase} applying={report?.dry_run === true} />
        {report && !busy && <ImportReportView report={report} />}
      </section>

      <section aria-labelledby="export-title">
        <h2 id="export-title">{t('exportTitle')}</h2>
        <p className="admin-muted">{t('exportIntro')}</p>
        <div className="admin-actions">
          <a className="admin-button" href="/api/export" download>
            {t('exportZip')}
          </a>
          <a className="admin-button secondary" href="/api/export?format=csv" download>
            {t('exportCsv')}
          </a>
        </div>
      </section>

      <section aria-labelledby="backup-title">
        <h2 id="backup-title">{t('backupTitle')}</h2>
        <p className="admin-muted">{t('backupIntro')}</p>
        <div className="admin-actions">
          <a className="admin-button secondary" href="/api/backup" download>
            {t('backupDownload')}
          </a>
        </div>
      </section>
    </div>
  );
}

/** The upload's progress bar, then a bar without a value while the server works. */
function Progress({ phase, applying }: { phase: Phase; applying: boolean }) {
  const t = useTranslations('Admin.ImportExport');
  if (phase.kind === 'idle') return null;
  const percent = phase.kind === 'uploading' ? Math.round(phase.fraction * 100) : null;
  const label =
    percent !== null ? t('uploading', { percent }) : applying ? t('applying') : t('checking');
  return (
    <div className={styles.progress} role="status">
      <label htmlFor="import-progress">{label}</label>
      {percent !== null ? (
        <progress id="import-progress" max={100} value={percent}>
          {percent}%
        </progress>
      ) : (
        <progress id="import-progress" />
      )}
    </div>
  );
}
