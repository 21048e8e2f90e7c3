import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { asc, count } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/db/client';
import { images, products } from '@/db/schema';
import { writeBackup } from '@/lib/backup/backup';
import { BACKUP_TABLES } from '@/lib/backup/tables';
import { adminQuery, databaseUrl } from '../support/template-database';

/**
 * A new database with the site's tables and no data in it, of the driver named: from the run's
 * migrated template where the run has one (quick), else migrated by the restore itself.
 */
export async function emptyDatabase(
  driver: 'pglite' | 'postgres',
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (driver === 'pglite') {
    const template =
      inject('databaseDriver') === 'pglite' ? inject('databaseTemplates').migrated : '';
    const snapshot = template ? new Blob([fs.readFileSync(template)]) : undefined;
    const handle = openDatabase({ pgliteDir: 'memory://', pgliteSnapshot: snapshot });
    return { handle, drop: () => handle.close() };
  }
  const serverUrl = inject('postgresUrl');
  const name = `app_restore_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(
    serverUrl,
    `CREATE DATABASE ${name} TEMPLATE ${inject('databaseTemplates').migrated}`,
  );
  const handle = openDatabase({ databaseUrl: databaseUrl(serverUrl, name), pgliteDir: '' });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** The backup file of a database, as bytes. */
export async function backupBytes(handle: DatabaseHandle): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await writeBackup(handle, sink);
  return Buffer.concat(chunks);
}

export const fileOf = (bytes: Buffer) => Readable.from([bytes]);

/** What a site's data amounts to: rows per table, the machines, and the pictures' bytes. */
export async function fingerprint(handle: DatabaseHandle) {
  const rows: Record<string, number> = {};
  for (const { name, table } of BACKUP_TABLES) {
    const [row] = await handle.db.select({ n: count() }).from(table);
    rows[name] = row?.n ?? 0;
  }
  const machines = await handle.db
    .select({ model: products.model, priceDay: products.priceDay, details: products.details })
    .from(products)
    .orderBy(asc(products.model));
  const pictures = createHash('sha256');
  for (const image of await handle.db
    .select({ bytes: images.bytes })
    .from(images)
    .orderBy(asc(images.id))) {
    pictures.update(Buffer.from(image.bytes));
  }
  return { rows, machines, pictures: pictures.digest('hex') };
}
