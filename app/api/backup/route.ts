import { PassThrough, Readable } from 'node:stream';
import { getDatabaseHandle, getDb } from '@/db/client';
import { recordAudit } from '@/lib/audit/record';
import { backupFileName, writeBackup } from '@/lib/backup/backup';
import { apiRoute } from '@/lib/http/handler';
import { logError } from '@/lib/log';
import { contentDisposition } from '@/lib/http/content-disposition';

// GET /api/backup – the whole site's data (database rows and pictures) as one file, a
// consistent snapshot taken while the site runs; `npm run restore -- FILE` puts it back, into
// PGlite or PostgreSQL alike (docs/deploy.md, "Backups and moving to PostgreSQL").
export const GET = apiRoute({ access: 'admin' }, async () => {
  const fileName = backupFileName();
  // Everything the site holds leaves with it: 'Jurnal' says who took it (issue #33).
  await recordAudit(getDb(), { action: 'export', type: 'backup', label: fileName });
  const body = new PassThrough();
  writeBackup(getDatabaseHandle(), body).catch((error: unknown) => {
    logError('The backup failed', error);
    body.destroy(error instanceof Error ? error : new Error('backup failed'));
  });
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': 'application/gzip',
      'Content-Disposition': contentDisposition(fileName),
    },
  });
});
