import fs from 'node:fs';
import { RestoreError, restoreBackup } from '@/lib/backup/restore';
import { logError } from '@/lib/log';
import { getDatabaseHandle } from '@/db/client';

/**
 * `npm run restore -- FILE [--force]`: a backup into DATABASE_URL's PostgreSQL or the PGlite
 * folder, whichever the environment names, with the site stopped. It refuses a database
 * that already has data unless --force (which replaces it).
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) throw new RestoreError('Usage: npm run restore -- FILE [--force]');
  const handle = getDatabaseHandle();
  try {
    const report = await restoreBackup(handle, fs.createReadStream(file), {
      force: args.includes('--force'),
    });
    const rows = Object.entries(report.rows).map(([table, n]) => `${table} ${n}`);
    console.log(`Restored into ${handle.driver}: ${rows.join(', ')}.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof RestoreError) {
    console.error(error.message);
    process.exit(2);
  }
  logError('The restore failed', error);
  process.exit(1);
});
