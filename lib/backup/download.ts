import 'server-only';
import { getDatabaseHandle } from '@/db/client';
import { auditedStream } from '@/lib/audit/download';
import { backupFileName, writeBackup } from './backup';

/**
 * GET /api/backup: the whole site's data as one file, a consistent snapshot taken while the
 * site runs. Everything the site holds leaves with it: 'Jurnal' says who took it (issue #33),
 * once the file is complete.
 */
export function downloadBackup(): { fileName: string; body: ReadableStream<Uint8Array> } {
  const fileName = backupFileName();
  const body = auditedStream(
    { action: 'export', type: 'backup', label: fileName },
    (output) => writeBackup(getDatabaseHandle(), output),
    'The backup failed',
  );
  return { fileName, body };
}
