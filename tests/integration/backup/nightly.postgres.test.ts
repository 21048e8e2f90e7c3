import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/db/client';
import { BACKUP_FILE_PATTERN } from '@/lib/backup/backup';
import { createNightlyBackups, type NightlyOutcome } from '@/lib/backup/nightly';
import { adminQuery, databaseUrl } from '../support/template-database';

// Two instances on one database, as deploy/ runs them behind nginx, each with its own pool
// and its own scheduler, and the same BACKUP_DIR. PostgreSQL only (vitest.config.mts).
const serverUrl = inject('postgresUrl');
const name = `app_nightly_${Date.now()}_${randomBytes(4).toString('hex')}`;
let instances: DatabaseHandle[] = [];
let dir = '';

beforeAll(async () => {
  await adminQuery(
    serverUrl,
    `CREATE DATABASE ${name} TEMPLATE ${inject('databaseTemplates').seeded}`,
  );
  instances = [1, 2].map(() =>
    openDatabase({ databaseUrl: databaseUrl(serverUrl, name), pgliteDir: '' }),
  );
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nightly-two-'));
});

afterAll(async () => {
  await Promise.all(instances.map((handle) => handle.close()));
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('two instances on one PostgreSQL database', () => {
  it('write one backup a night between them, whoever looks first', async () => {
    let now = new Date('2026-11-28T01:00:00Z');
    const [first, second] = instances.map((handle) =>
      createNightlyBackups({ handle, dir, keep: 7, hour: 3, now: () => now }),
    );
    if (!first || !second) throw new Error('two instances');
    const outcomes: NightlyOutcome[] = [];
    for (const night of ['2026-11-28', '2026-11-29', '2026-11-30']) {
      now = new Date(`${night}T01:00:00Z`);
      // Both timers fire at 03:00 together, and look again a few times that night.
      outcomes.push(...(await Promise.all([first.runIfDue(), second.runIfDue()])));
      outcomes.push(...(await Promise.all([second.runIfDue(), first.runIfDue()])));
      now = new Date(`${night}T02:00:00Z`);
      outcomes.push(...(await Promise.all([first.runIfDue(), second.runIfDue()])));
    }
    const backups = fs.readdirSync(dir).filter((file) => BACKUP_FILE_PATTERN.test(file));
    expect(backups.sort()).toEqual([
      'inchirieri-utilaje-20261128-010000.backup.gz',
      'inchirieri-utilaje-20261129-010000.backup.gz',
      'inchirieri-utilaje-20261130-010000.backup.gz',
    ]);
    expect(fs.readdirSync(dir)).toHaveLength(3);
    expect(outcomes.filter((outcome) => 'written' in outcome)).toHaveLength(3);
    // The one that found the other writing tried again later and found the night done.
    expect(
      outcomes.every(
        (outcome) => 'written' in outcome || ['busy', 'done'].includes(outcome.skipped),
      ),
    ).toBe(true);
    await Promise.all([first.stop(), second.stop()]);
  });
});
