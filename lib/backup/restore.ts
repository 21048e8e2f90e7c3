import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { count } from 'drizzle-orm';
import type { DatabaseHandle } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { appliedMigrations } from './backup';
import { decodeRow } from './rows';
import { BACKUP_FORMAT, BACKUP_TABLES } from './tables';

/** Rows inserted at a time; a batch of pictures stays a few megabytes. */
const BATCH_ROWS = 50;

export class RestoreError extends Error {}

export interface RestoreReport {
  rows: Record<string, number>;
}

/**
 * Restores a backup file (writeBackup's) into the database of `handle`: its migrations run
 * first, so a backup of an older version restores into a newer one. The database must hold
 * none of the backed-up data (a site that has never started, or only migrated), unless
 * `force`, which replaces it. Everything goes in one transaction: a file that fails half-way
 * leaves the database as it was.
 */
export async function restoreBackup(
  handle: DatabaseHandle,
  input: Readable,
  { force = false } = {},
): Promise<RestoreReport> {
  await migrateDatabase(handle);
  const lines = createInterface({ input: input.pipe(createGunzip()), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  const header = first.done
    ? null
    : (JSON.parse(first.value) as { format?: string; migrations?: number });
  if (header?.format !== BACKUP_FORMAT) throw new RestoreError('Not a backup of this site.');
  if ((header.migrations ?? 0) > (await appliedMigrations(handle.db))) {
    throw new RestoreError('The backup comes from a newer version of the site: upgrade first.');
  }
  const known = new Map(BACKUP_TABLES.map((entry) => [entry.name, entry]));
  const report: RestoreReport = { rows: {} };
  await handle.db.transaction(async (tx) => {
    const filled = [];
    for (const { name, table } of BACKUP_TABLES) {
      const [row] = await tx.select({ n: count() }).from(table);
      if ((row?.n ?? 0) > 0) filled.push(name);
    }
    if (filled.length > 0 && !force) {
      throw new RestoreError(
        `The database already has data (${filled.join(', ')}): restore into an empty one, or pass --force to replace it.`,
      );
    }
    // Emptied in reverse order, so nothing still refers to what goes.
    for (const { table } of [...BACKUP_TABLES].reverse()) await tx.delete(table);
    let batch: { name: string; rows: Record<string, unknown>[] } = { name: '', rows: [] };
    const flush = async () => {
      const entry = known.get(batch.name);
      if (!entry || batch.rows.length === 0) return;
      await tx.insert(entry.table).values(batch.rows);
      report.rows[batch.name] = (report.rows[batch.name] ?? 0) + batch.rows.length;
      batch = { name: batch.name, rows: [] };
    };
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      if (!next.value.trim()) continue;
      const { table: name, row } = JSON.parse(next.value) as {
        table: string;
        row: Record<string, unknown>;
      };
      const entry = known.get(name);
      if (!entry) throw new RestoreError(`Unknown table in the backup: ${name}.`);
      if (name !== batch.name) {
        await flush();
        batch = { name, rows: [] };
      }
      const decoded = decodeRow(row);
      if (entry.generated) delete decoded[entry.generated];
      batch.rows.push(decoded);
      if (batch.rows.length >= BATCH_ROWS) await flush();
    }
    await flush();
  });
  return report;
}
