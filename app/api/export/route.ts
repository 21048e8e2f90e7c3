import { PassThrough, Readable } from 'node:stream';
import { getDatabaseHandle, getDb } from '@/db/client';
import { recordAudit } from '@/lib/audit/record';
import { exportCsv, exportFileName, writeExportZip } from '@/lib/export/catalogue';
import { apiRoute } from '@/lib/http/handler';
import { logError } from '@/lib/log';
import { contentDisposition } from '@/lib/http/content-disposition';

// GET /api/export – the catalogue in the import's format (issue #32): a zip of the table and
// every picture, or with ?format=csv the table alone. Imported into an empty site, the zip
// gives the same catalogue.
export const GET = apiRoute({ access: 'admin' }, async ({ request }) => {
  const csvOnly = request.nextUrl.searchParams.get('format') === 'csv';
  const fileName = exportFileName(csvOnly ? 'csv' : 'zip');
  await recordAudit(getDb(), { action: 'export', type: 'catalogue', label: fileName });
  if (csvOnly) {
    const csv = await exportCsv(getDatabaseHandle());
    return new Response(new Uint8Array(csv), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': contentDisposition(fileName),
        'Cache-Control': 'no-store',
      },
    });
  }
  const body = new PassThrough();
  writeExportZip(getDatabaseHandle(), body).catch((error: unknown) => {
    logError('The export failed', error);
    body.destroy(error instanceof Error ? error : new Error('export failed'));
  });
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': contentDisposition(fileName),
      'Cache-Control': 'no-store',
    },
  });
});
