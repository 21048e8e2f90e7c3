import { describe, expect, it } from 'vitest';
import { restoreBackup } from '@/lib/backup/restore';
import { setupTestDatabase } from '../support/database';
import { backupBytes, emptyDatabase, fileOf, fingerprint } from './support';

// The move between the embedded database and PostgreSQL (docs/deploy.md, "Backups and moving to
// PostgreSQL"). PostgreSQL only (vitest.config.mts): PGlite is always at hand there.
const postgres = setupTestDatabase({ seeded: true });

describe('a backup moves between the embedded database and PostgreSQL', () => {
  it('from PostgreSQL into an empty PGlite, and from that PGlite into an empty PostgreSQL', async () => {
    const site = await fingerprint(postgres.handle());
    const pglite = await emptyDatabase('pglite');
    const back = await emptyDatabase('postgres');
    try {
      await restoreBackup(pglite.handle, fileOf(await backupBytes(postgres.handle())));
      expect(await fingerprint(pglite.handle)).toEqual(site);
      await restoreBackup(back.handle, fileOf(await backupBytes(pglite.handle)));
      expect(await fingerprint(back.handle)).toEqual(site);
    } finally {
      await Promise.all([pglite.drop(), back.drop()]);
    }
  });
});
