import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from '@/db/client';
import { backupFileName, backupTime, writeBackup } from './backup';

/**
 * A backup being written: a hidden name that does not match BACKUP_FILE_PATTERN, so neither
 * the count of backups kept nor an owner looking for the newest file takes it for one.
 */
const PARTIAL = /^\.inchirieri-utilaje-.*\.backup\.gz\.partial$/;

/** A partial file this old belongs to a process that stopped mid-way; a running one writes on. */
const STALE_PARTIAL_MS = 60 * 60 * 1000;

export interface BackupFile {
  name: string;
  time: Date;
}

/** The backups in `dir` (names as backupFileName() gives them), oldest first. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  const files: BackupFile[] = [];
  for (const entry of await fs.promises.readdir(dir, { withFileTypes: true })) {
    const time = entry.isFile() ? backupTime(entry.name) : null;
    if (time) files.push({ name: entry.name, time });
  }
  return files.sort((a, b) => a.time.getTime() - b.time.getTime());
}

/**
 * Writes a backup into `dir` under a temporary name, flushes it to the disk and only then
 * gives it its final name (a rename within one folder is atomic): a file under a backup's
 * name is always whole. Readable by the server's own user only: it holds password hashes.
 */
export async function writeBackupFile(
  handle: DatabaseHandle,
  dir: string,
  now: Date,
  signal?: AbortSignal,
): Promise<{ name: string; bytes: number }> {
  const name = backupFileName(now);
  const partial = path.join(dir, `.${name}.partial`);
  const output = fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 });
  // Its descriptor is closed only after an open still under way: remove the file after that.
  const closed = new Promise<void>((resolve) => output.once('close', () => resolve()));
  try {
    await writeBackup(handle, output, { signal });
    await closed;
    const file = await fs.promises.open(partial, 'r');
    try {
      await file.sync();
    } finally {
      await file.close();
    }
    await fs.promises.rename(partial, path.join(dir, name));
  } catch (error) {
    output.destroy();
    await closed;
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
  return { name, bytes: (await fs.promises.stat(path.join(dir, name))).size };
}

/**
 * Deletes the oldest backups beyond the newest `keep`. Only files whose name is a backup's
 * are counted or deleted: whatever else the folder holds stays.
 */
export async function removeOldBackups(dir: string, keep: number): Promise<string[]> {
  const backups = await listBackups(dir);
  const old = backups.slice(0, Math.max(0, backups.length - keep)).map((file) => file.name);
  for (const name of old) await fs.promises.rm(path.join(dir, name), { force: true });
  return old;
}

/** Deletes partial files left by a process that stopped while writing (kill -9, power cut). */
export async function removeStalePartials(dir: string, now: Date): Promise<void> {
  for (const name of await fs.promises.readdir(dir)) {
    if (!PARTIAL.test(name)) continue;
    const file = path.join(dir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (stat && now.getTime() - stat.mtimeMs > STALE_PARTIAL_MS) {
      await fs.promises.rm(file, { force: true });
    }
  }
}

/**
 * Creates the folder if missing and checks that the server may write there; throws an error
 * whose message names the folder and the reason (EACCES, EROFS, ENOTDIR, …).
 */
export async function prepareBackupFolder(dir: string): Promise<void> {
  try {
    await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
    await fs.promises.access(dir, fs.constants.W_OK | fs.constants.X_OK);
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'unknown error';
    throw new BackupFolderError(`BACKUP_DIR ${dir} cannot be written (${code})`, {
      cause: error,
    });
  }
}

/** The folder is the owner's to fix; its message names no visitor data and can be logged. */
export class BackupFolderError extends Error {
  override name = 'BackupFolderError';
}
