import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import type { DatabaseHandle } from '@/db/client';
import { BACKUP_FILE_PATTERN, backupFileName } from '@/lib/backup/backup';
import { createNightlyBackups } from '@/lib/backup/nightly';
import { restoreBackup } from '@/lib/backup/restore';
import { setupTestDatabase } from '../support/database';
import { emptyDatabase, fingerprint } from './support';

const database = setupTestDatabase({ seeded: true });
const driver = inject('databaseDriver');
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** A fresh folder; BACKUP_DIR itself is `backups` inside it, not created yet. */
function folder(): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'nightly-backups-'));
  cleanups.push(async () => fs.rmSync(parent, { recursive: true, force: true }));
  return path.join(parent, 'backups');
}

/** A clock the test moves by hand. */
function clock(iso: string) {
  let current = new Date(iso);
  return {
    now: () => current,
    set: (next: string) => void (current = new Date(next)),
  };
}

function nightly(dir: string, now: () => Date, keep = 7, handle?: DatabaseHandle) {
  const backups = createNightlyBackups({
    handle: handle ?? database.handle(),
    dir,
    keep,
    hour: 3,
    now,
    firstLookMs: 10,
  });
  cleanups.push(() => backups.stop());
  return backups;
}

const names = (dir: string) => fs.readdirSync(dir).sort();

describe('nightly backups in BACKUP_DIR', () => {
  it('write a whole backup into a new folder once a night, which restores', async () => {
    const dir = folder();
    const time = clock('2026-11-28T01:00:00Z'); // 03:00 in Bucharest
    const backups = nightly(dir, time.now);
    const outcome = await backups.runIfDue();
    expect(outcome).toMatchObject({ written: 'inchirieri-utilaje-20261128-010000.backup.gz' });
    expect(names(dir)).toEqual(['inchirieri-utilaje-20261128-010000.backup.gz']);
    const file = path.join(dir, 'inchirieri-utilaje-20261128-010000.backup.gz');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const { handle, drop } = await emptyDatabase(driver);
    cleanups.push(drop);
    await restoreBackup(handle, fs.createReadStream(file));
    expect(await fingerprint(handle)).toEqual(await fingerprint(database.handle()));

    // The same night again, and at noon: done already. The next night: a new one.
    expect(await backups.runIfDue()).toEqual({ skipped: 'done' });
    time.set('2026-11-28T10:00:00Z');
    expect(await backups.runIfDue()).toEqual({ skipped: 'done' });
    time.set('2026-11-29T01:00:05Z');
    expect(await backups.runIfDue()).toMatchObject({ written: backupFileName(time.now()) });
    expect(names(dir)).toHaveLength(2);
  });

  it('catch up a missed night soon after start, and not a night already done', async () => {
    const dir = folder();
    fs.mkdirSync(dir);
    // The last backup is from two nights ago: the server was down at 03:00 today.
    fs.writeFileSync(path.join(dir, 'inchirieri-utilaje-20261126-010000.backup.gz'), 'old');
    const time = clock('2026-11-28T09:00:00Z');
    const backups = nightly(dir, time.now);
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const timers = vi.spyOn(globalThis, 'setTimeout');
    backups.start();
    const timer = timers.mock.results[0]?.value as NodeJS.Timeout;
    // The timer never keeps the process alive.
    expect(timer.hasRef()).toBe(false);
    await vi.waitFor(
      () =>
        expect(names(dir)).toEqual([
          'inchirieri-utilaje-20261126-010000.backup.gz',
          'inchirieri-utilaje-20261128-090000.backup.gz',
        ]),
      { timeout: 20_000 },
    );
    await backups.stop();

    // Started at 02:00 after a backup at 03:00 yesterday: nothing is due before 03:00.
    time.set('2026-11-29T00:00:00Z');
    expect(await nightly(dir, time.now).runIfDue()).toEqual({ skipped: 'done' });
  });

  it('keep the newest BACKUP_KEEP backups and never touch a file that is not one', async () => {
    const dir = folder();
    fs.mkdirSync(dir);
    const old = Array.from({ length: 5 }, (_, day) =>
      backupFileName(new Date(Date.UTC(2026, 10, 20 + day, 1))),
    );
    const foreign = [
      'notes.txt',
      'site.backup.gz',
      'inchirieri-utilaje-20200101-010000.backup.gz.bak',
      'inchirieri-utilaje-2020.backup.gz',
      'inchirieri-utilaje-20200101-010000.backup.gz.partial',
    ];
    for (const name of [...old, ...foreign]) fs.writeFileSync(path.join(dir, name), name);
    // A folder with a backup's name is not a backup either.
    fs.mkdirSync(path.join(dir, 'inchirieri-utilaje-20200101-010000.backup.gz'));

    const time = clock('2026-11-28T01:00:00Z');
    const outcome = await nightly(dir, time.now, 3).runIfDue();
    expect(outcome).toMatchObject({ removed: old.slice(0, 3) });
    expect(names(dir)).toEqual(
      [
        ...old.slice(3),
        backupFileName(time.now()),
        ...foreign,
        'inchirieri-utilaje-20200101-010000.backup.gz',
      ].sort(),
    );
    for (const name of foreign) expect(fs.readFileSync(path.join(dir, name), 'utf8')).toBe(name);
  });

  it('never leave a half-written file under a backup name, nor behind', async () => {
    const dir = folder();
    const time = clock('2026-11-28T01:00:00Z');
    let seen: string[] = [];
    // The database fails after a few pages, the file half-written.
    const failing = failAfterPages(database.handle(), 4, () => {
      seen = names(dir);
      throw new Error('connection lost');
    });
    await expect(nightly(dir, time.now, 7, failing).runIfDue()).rejects.toThrow('connection lost');
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toMatch(BACKUP_FILE_PATTERN);
    expect(names(dir)).toEqual([]);

    // Stopped mid-way (SIGTERM): broken off, and nothing left either.
    let stopped: Promise<void> | undefined;
    const stopping = failAfterPages(database.handle(), 4, () => {
      stopped = backups.stop();
    });
    const backups = nightly(dir, time.now, 7, stopping);
    await expect(backups.runIfDue()).rejects.toThrow();
    await stopped;
    expect(names(dir)).toEqual([]);
    // A partial file a killed process left an hour ago goes at the next backup.
    const stale = path.join(dir, '.inchirieri-utilaje-20261127-010000.backup.gz.partial');
    fs.writeFileSync(stale, 'half');
    fs.utimesSync(stale, new Date('2026-11-27T01:00:00Z'), new Date('2026-11-27T01:00:00Z'));
    await nightly(dir, time.now).runIfDue();
    expect(names(dir)).toEqual([backupFileName(time.now())]);
  });

  it('report a folder that cannot be written, and keep the server running', async () => {
    const parent = folder();
    fs.writeFileSync(parent, 'a file, not a folder');
    const dir = path.join(parent, 'backups');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const time = clock('2026-11-28T01:00:00Z');
    const backups = nightly(dir, time.now);
    await expect(backups.runIfDue()).rejects.toThrow(
      `BACKUP_DIR ${dir} cannot be written (ENOTDIR)`,
    );
    backups.start();
    await vi.waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        `Nightly backup: BACKUP_DIR ${dir} cannot be written (ENOTDIR).`,
      ),
    );
  });
});

/** The handle, but the backup's `after`-th page read calls `onPage` (which may throw). */
function failAfterPages(handle: DatabaseHandle, after: number, onPage: () => void): DatabaseHandle {
  let pages = 0;
  const db = new Proxy(handle.db, {
    get(target, key, receiver) {
      if (key !== 'transaction') return Reflect.get(target, key, receiver);
      return (work: (tx: unknown) => Promise<unknown>) =>
        target.transaction((tx) =>
          work(
            new Proxy(tx, {
              get(inner, innerKey, innerReceiver) {
                if (innerKey !== 'select') return Reflect.get(inner, innerKey, innerReceiver);
                return (...args: unknown[]) => {
                  if (++pages === after) onPage();
                  return (inner.select as (...a: unknown[]) => unknown)(...args);
                };
              },
            }),
          ),
        );
    },
  });
  return { ...handle, db };
}
