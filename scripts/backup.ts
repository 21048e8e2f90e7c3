import fs from 'node:fs';
import path from 'node:path';
import { writeBackup } from '@/lib/backup/backup';
import { writeBackupFile } from '@/lib/backup/folder';
import { logError } from '@/lib/log';
import { getDatabaseHandle } from '@/db/client';

/**
 * `npm run backup [-- FILE]`: the site's data into one file (backups/<date>.backup.gz by
 * default), from DATABASE_URL's PostgreSQL (while the site runs, if it does) or from the
 * PGlite folder (only while no server has it open: PGlite allows one process; with the site
 * running, download GET /api/backup instead).
 */
async function main(): Promise<void> {
  const handle = getDatabaseHandle();
  let file = process.argv[2];
  if (file) {
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    await writeBackup(handle, fs.createWriteStream(file));
  } else {
    // Named and written as the nightly backups are: complete before it has its name.
    fs.mkdirSync('backups', { recursive: true });
    file = path.join('backups', (await writeBackupFile(handle, 'backups', new Date())).name);
  }
  await handle.close();
  console.log(`Backup written to ${file} (${fs.statSync(file).size} bytes, ${handle.driver}).`);
}

main().catch((error: unknown) => {
  logError('The backup failed', error);
  process.exit(1);
});
