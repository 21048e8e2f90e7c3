import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import yazl from 'yazl';
import type { DatabaseHandle, Executor } from '@/db/client';
import { images } from '@/db/schema';
import { inSnapshot } from '@/db/snapshot';
import { todayInRomania } from '@/lib/romania-time';
import { readExportTable, type ExportTable } from './table';

/** The table's name inside the export zip. */
export const EXPORT_TABLE_NAME = 'utilaje.csv';

type Handle = Pick<DatabaseHandle, 'db' | 'driver'>;

/** The catalogue's table alone (GET /api/export?format=csv), read as one moment. */
export async function exportCsv(handle: Handle): Promise<Buffer> {
  return (await inSnapshot(handle, readExportTable)).csv;
}

/**
 * Writes the export zip to `output`: the table, then every picture, each read from the
 * database only when the zip comes to it (pictures are stored already compressed, so they
 * go in as they are). The table is one snapshot (db/snapshot.ts).
 *
 * On PostgreSQL the pictures come from that snapshot too: the transaction keeps one pooled
 * connection until the zip is written, and an output that fails ends it. On PGlite a
 * transaction shuts every other request out of its one connection, so it ends with the
 * table, and a browser downloading slowly does not stop the site; the pictures are then read
 * by id, which gives the same bytes (a stored picture never changes: its row is its content,
 * sha256) unless it was deleted meanwhile, which fails the export.
 */
export async function writeExportZip(handle: Handle, output: Writable): Promise<void> {
  const zip = new yazl.ZipFile();
  const written = new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    pipeline(zip.outputStream, output).then(resolve, reject);
  });
  // Awaited by send(); this only keeps a failure before then from being "unhandled".
  written.catch(() => {});
  const send = async (db: Executor, table: ExportTable) => {
    zip.addBuffer(table.csv, EXPORT_TABLE_NAME);
    for (const picture of table.pictures) {
      zip.addReadStreamLazy(picture.name, { compress: false }, (done) => {
        db.select({ bytes: images.bytes })
          .from(images)
          .where(eq(images.id, picture.id))
          .then(([row]) => {
            if (!row) throw new Error(`The picture ${picture.name} was deleted during the export`);
            done(null, Readable.from([row.bytes]));
          })
          .catch((error: unknown) => done(error as Error, Readable.from([])));
      });
    }
    zip.end();
    await written;
  };
  if (handle.driver === 'postgres') {
    await inSnapshot(handle, async (tx) => send(tx, await readExportTable(tx)));
  } else {
    await send(handle.db, await inSnapshot(handle, readExportTable));
  }
}

/** The suggested name of an export made now, e.g. utilaje-2026-11-28.zip. */
export function exportFileName(extension: 'zip' | 'csv', now = new Date()): string {
  return `utilaje-${todayInRomania(now)}.${extension}`;
}
