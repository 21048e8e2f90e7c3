import 'server-only';
import { getDatabaseHandle } from '@/db/client';
import { auditedFile, auditedStream } from '@/lib/audit/download';
import { exportCsv, exportFileName, writeExportZip } from './catalogue';

/** GET /api/export?format=csv: the catalogue's table, audited once it is read. */
export async function downloadCatalogueCsv(): Promise<{ fileName: string; csv: Buffer }> {
  const fileName = exportFileName('csv');
  const csv = await auditedFile({ action: 'export', type: 'catalogue', label: fileName }, () =>
    exportCsv(getDatabaseHandle()),
  );
  return { fileName, csv };
}

/** GET /api/export: the zip of the table and every picture, audited once it is written. */
export function downloadCatalogueZip(): { fileName: string; body: ReadableStream<Uint8Array> } {
  const fileName = exportFileName('zip');
  const body = auditedStream(
    { action: 'export', type: 'catalogue', label: fileName },
    (output) => writeExportZip(getDatabaseHandle(), output),
    'The export failed',
  );
  return { fileName, body };
}
