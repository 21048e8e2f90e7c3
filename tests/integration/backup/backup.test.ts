import { PassThrough, Writable } from 'node:stream';
import zlib from 'node:zlib';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { GET as backupRoute } from '@/app/api/backup/route';
import type { DatabaseHandle } from '@/db/client';
import { categories } from '@/db/schema';
import { writeBackup } from '@/lib/backup/backup';
import { RestoreError, restoreBackup } from '@/lib/backup/restore';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';
import { backupBytes, emptyDatabase, fileOf, fingerprint } from './support';

const database = setupTestDatabase({ seeded: true });
const driver = inject('databaseDriver');
const drops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(drops.splice(0).map((drop) => drop()));
});

async function target(): Promise<DatabaseHandle> {
  const { handle, drop } = await emptyDatabase(driver);
  drops.push(drop);
  return handle;
}

describe('backup and restore', () => {
  it('gives an empty database the same site: rows, machines, texts, prices and picture bytes', async () => {
    const source = database.handle();
    const file = await backupBytes(source);
    const restored = await target();
    const report = await restoreBackup(restored, fileOf(file));
    const before = await fingerprint(source);
    expect(await fingerprint(restored)).toEqual(before);
    expect(before.rows.products).toBeGreaterThan(10);
    expect(report.rows.products).toBe(before.rows.products);
    expect(report.rows.images).toBe(before.rows.images);
  });

  it('refuses a database that has data unless forced, and then replaces it whole', async () => {
    const file = await backupBytes(database.handle());
    const restored = await target();
    await restoreBackup(restored, fileOf(file));
    await restored.db.insert(categories).values({ name: 'Doar aici', slug: 'doar-aici' });
    const withExtra = await fingerprint(restored);
    await expect(restoreBackup(restored, fileOf(file))).rejects.toThrow(
      /already has data \(.*categories.*\).*--force/,
    );
    expect(await fingerprint(restored)).toEqual(withExtra);
    await restoreBackup(restored, fileOf(file), { force: true });
    expect(await fingerprint(restored)).toEqual(await fingerprint(database.handle()));
  });

  it('writes nothing from a file that is not a backup, or breaks off half-way', async () => {
    const restored = await target();
    const notBackup = zlib.gzipSync('{"hello":1}\n');
    await expect(restoreBackup(restored, fileOf(notBackup))).rejects.toThrow(RestoreError);
    const file = zlib
      .gunzipSync(await backupBytes(database.handle()))
      .toString()
      .split('\n');
    const broken = [...file.slice(0, Math.floor(file.length / 2)), '{"table":"products",'];
    await expect(
      restoreBackup(restored, fileOf(zlib.gzipSync(broken.join('\n')))),
    ).rejects.toThrow();
    const rows = (await fingerprint(restored)).rows;
    expect(Object.values(rows).every((n) => n === 0)).toBe(true);
  });

  it('ends with the error of an output that fails half-way, and the database serves on', async () => {
    let written = 0;
    const fullDisk = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.length;
        done(written > 20_000 ? new Error('no space left') : null);
      },
    });
    await expect(writeBackup(database.handle(), fullDisk)).rejects.toThrow('no space left');
    // A download the client dropped: the reader goes away after the first bytes.
    const dropped = new PassThrough();
    dropped.once('data', () => dropped.destroy());
    await expect(writeBackup(database.handle(), dropped)).rejects.toThrow();
    // No transaction was left waiting for an output (PGlite has one connection).
    expect(await database.handle().db.select().from(categories).limit(1)).toHaveLength(1);
  });

  it('is downloaded by the admin from GET /api/backup while the site runs', async () => {
    const anonymous = await call(backupRoute, { path: '/api/backup' });
    expect(anonymous.status).toBe(401);
    const res = await call<Buffer>(backupRoute, {
      path: '/api/backup',
      as: 'bearer',
      binary: true,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="inchirieri-utilaje-\d{8}-\d{6}\.backup\.gz"$/,
    );
    const restored = await target();
    await restoreBackup(restored, fileOf(res.body));
    const [source, copy] = [await fingerprint(database.handle()), await fingerprint(restored)];
    expect(copy.machines).toEqual(source.machines);
    expect(copy.pictures).toBe(source.pictures);
  });
});
