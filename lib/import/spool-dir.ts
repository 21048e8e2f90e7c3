import { mkdir, readdir, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { env } from '@/lib/env';

/**
 * The one folder where imports park their uploads and parsed rows (issue #41): one folder per
 * import, named after the server process, under the site's own data folder (IMPORT_SPOOL_DIR
 * to choose another). An import removes its folder when it ends; what a killed server left is
 * removed at the next start (clearImportSpool), up to 1 GB each.
 */
export function importSpoolDir(): string {
  const { IMPORT_SPOOL_DIR, dataDir } = env();
  return IMPORT_SPOOL_DIR ?? path.join(dataDir, 'import-spool');
}

/** A new folder of this import's own, and how to remove it. */
export async function uploadFolder(): Promise<{ folder: string; remove: () => Promise<void> }> {
  const folder = path.join(importSpoolDir(), `${process.pid}-${randomBytes(6).toString('hex')}`);
  await mkdir(folder, { recursive: true });
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

/**
 * Removes what imports of stopped servers left: every folder but those of another server
 * still running (instances sharing the data folder each keep their imports under way).
 */
export async function clearImportSpool(): Promise<void> {
  const root = importSpoolDir();
  // A folder of the environment's choosing: nothing for the build to trace.
  const names = await readdir(/*turbopackIgnore: true*/ root).catch(() => []);
  for (const name of names) {
    const pid = Number(/^(\d+)-/.exec(name)?.[1]);
    if (pid !== process.pid && isRunning(pid)) continue;
    await rm(path.join(root, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, but is another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
