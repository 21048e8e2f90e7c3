import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from '@/db/client';
import { queryRows } from '@/db/rows';
import { inSnapshot } from '@/db/snapshot';
import { encodeRow } from './rows';
import { BACKUP_FORMAT, BACKUP_TABLES, BACKUP_VERSION } from './tables';

/** Rows read at a time: pictures are the large ones (a few MB each at most). */
const PAGE_ROWS = 50;

/** How many of drizzle/'s migrations the database has applied. */
export async function appliedMigrations(db: Executor): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Writes the whole site's data to `output` as gzipped lines of JSON (a header, then one line
 * per row), read in one transaction, so the file is a consistent snapshot while the site
 * goes on serving: on PostgreSQL a repeatable-read snapshot, on PGlite its one connection.
 * Rows are read a page at a time and written as the output takes them, so a site with
 * hundreds of megabytes of pictures is never held in memory whole.
 *
 * An output that fails (a full disk, a download the client dropped) or an aborted `signal`
 * ends the transaction with that error: waiting for an output that will never drain would
 * hold a connection for good, and PGlite's only one.
 */
export async function writeBackup(
  handle: DatabaseHandle,
  output: Writable,
  { signal }: { signal?: AbortSignal } = {},
): Promise<void> {
  const gzip = createGzip();
  const piped = pipeline(gzip, output, signal ? { signal } : {});
  // Its failure is reported by the writes below, or awaited at the end.
  piped.catch(() => {});
  const write = async (line: string) => {
    if (gzip.destroyed) throw gzip.errored ?? new Error('The backup output was closed');
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  try {
    await inSnapshot(handle, async (tx) => {
      await write(
        JSON.stringify({
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          migrations: await appliedMigrations(tx),
          createdAt: new Date().toISOString(),
          tables: BACKUP_TABLES.map((entry) => entry.name),
        }),
      );
      for (const { name, table } of BACKUP_TABLES) {
        for (let offset = 0; ; offset += PAGE_ROWS) {
          const rows = (await tx
            .select()
            .from(table)
            .orderBy(sql`1`)
            .limit(PAGE_ROWS)
            .offset(offset)) as Record<string, unknown>[];
          for (const row of rows) await write(JSON.stringify({ table: name, row: encodeRow(row) }));
          if (rows.length < PAGE_ROWS) break;
        }
      }
    });
  } catch (error) {
    gzip.destroy(error instanceof Error ? error : undefined);
    throw error;
  }
  gzip.end();
  await piped;
}

/** The suggested name of a backup file made now. */
export function backupFileName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `inchirieri-utilaje-${stamp}.backup.gz`;
}

/** A name backupFileName() gives, with its UTC date and time: nothing else is a backup. */
export const BACKUP_FILE_PATTERN =
  /^inchirieri-utilaje-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.backup\.gz$/;

/** When the backup of this file name was made, or null for a name that is not a backup's. */
export function backupTime(fileName: string): Date | null {
  const parts = BACKUP_FILE_PATTERN.exec(fileName)?.slice(1).map(Number);
  if (!parts) return null;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = parts;
  const time = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // A made-up date (month 13, 31 April) rolls over: it names no time backupFileName() gives.
  return Number.isNaN(time.getTime()) || backupFileName(time) !== fileName ? null : time;
}
