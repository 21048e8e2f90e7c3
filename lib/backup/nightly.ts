import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDatabaseHandle, type DatabaseHandle } from '@/db/client';
import { env } from '@/lib/env';
import { logError } from '@/lib/log';
import { onShutdown } from '@/runtime/shutdown.mjs';
import {
  BackupFolderError,
  listBackups,
  prepareBackupFolder,
  removeOldBackups,
  removeStalePartials,
  writeBackupFile,
} from './folder';
import { ROMANIA_TIME_ZONE } from '@/lib/romania-time';
import { latestSlot, waitBeforeNextLook } from './schedule';
import { queryRows } from '@/db/rows';

/** The advisory lock key of the nightly backup (any number, the same in every instance). */
const NIGHTLY_BACKUP_LOCK = 73_400_003;

/** The first look comes a minute after start, once the server answers: a missed night. */
const FIRST_LOOK_MS = 60_000;

export interface NightlyBackupOptions {
  handle: DatabaseHandle;
  dir: string;
  keep: number;
  /** The hour of the Bucharest clock the backup is due at (0-23). */
  hour: number;
  /** The time source; tests move it instead of waiting for the night. */
  now?: () => Date;
  firstLookMs?: number;
}

export type NightlyOutcome =
  | { written: string; bytes: number; seconds: number; removed: string[] }
  | { skipped: 'done' | 'busy' | 'stopped' };

export interface NightlyBackups {
  /** Writes a backup if the folder has none since the last slot; one look at a time. */
  runIfDue(): Promise<NightlyOutcome>;
  /** Looks after `firstLookMs`, then at each slot and at least hourly, on an unref'd timer. */
  start(): void;
  /** Stops the timer and breaks off a backup being written (its partial file is removed). */
  stop(): Promise<void>;
}

export function createNightlyBackups(options: NightlyBackupOptions): NightlyBackups {
  const { handle, dir, keep, hour } = options;
  const now = options.now ?? (() => new Date());
  const abort = new AbortController();
  let running: Promise<NightlyOutcome> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function look(): Promise<NightlyOutcome> {
    if (abort.signal.aborted) return { skipped: 'stopped' };
    await prepareBackupFolder(dir);
    const outcome = await withNightlyLock(handle, async () => {
      // Under the lock: an instance looking after another wrote tonight's file finds it here;
      // one looking while the other writes is 'busy' and looks again within the hour.
      const newest = (await listBackups(dir)).at(-1);
      if (newest && newest.time >= latestSlot(now(), hour)) return { skipped: 'done' } as const;
      await removeStalePartials(dir, now());
      const started = performance.now();
      const { name, bytes } = await writeBackupFile(handle, dir, now(), abort.signal);
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      return { written: name, bytes, seconds, removed: await removeOldBackups(dir, keep) };
    });
    return outcome ?? { skipped: 'busy' };
  }

  function runIfDue(): Promise<NightlyOutcome> {
    running ??= look().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(ms: number): void {
    if (abort.signal.aborted) return;
    timer = setTimeout(() => {
      runIfDue()
        .then((outcome) => report(dir, outcome))
        .catch((error: unknown) => {
          // Broken off by stop(): the process is stopping, not failing.
          if (!abort.signal.aborted) reportFailure(dir, error);
        })
        .finally(() => schedule(waitBeforeNextLook(now(), hour)));
    }, ms);
    // A backup to come never keeps the process alive.
    timer.unref();
  }

  return {
    runIfDue,
    start() {
      if (timer || abort.signal.aborted) return;
      // Said at once, not only at the first look: the owner sees it while starting the site.
      prepareBackupFolder(dir).catch((error: unknown) => reportFailure(dir, error));
      schedule(options.firstLookMs ?? FIRST_LOOK_MS);
    },
    async stop() {
      abort.abort();
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}

/**
 * Runs `work` in one instance at a time, or not at all (undefined) while another instance
 * runs it: on PostgreSQL under a transaction-level advisory lock, which the server releases
 * itself if this process dies; PGlite has one process per data folder anyway.
 */
async function withNightlyLock<T>(
  handle: DatabaseHandle,
  work: () => Promise<T>,
): Promise<T | undefined> {
  if (handle.driver !== 'postgres') return work();
  return handle.db.transaction(async (tx) => {
    const [row] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${NIGHTLY_BACKUP_LOCK}) as locked`,
    );
    return row?.locked ? work() : undefined;
  });
}

function report(dir: string, outcome: NightlyOutcome): void {
  if (!('written' in outcome)) return;
  const { written, bytes, seconds } = outcome;
  const removed = outcome.removed.length ? `; removed ${outcome.removed.join(', ')}` : '';
  console.log(
    `Nightly backup written: ${path.join(dir, written)} (${bytes} bytes, ${seconds} s)${removed}.`,
  );
}

function reportFailure(dir: string, error: unknown): void {
  if (error instanceof BackupFolderError) console.error(`Nightly backup: ${error.message}.`);
  else logError('The nightly backup failed', error, { dir });
}

const state = globalThis as unknown as { __nightlyBackups?: NightlyBackups };

/**
 * With BACKUP_DIR set, starts this process's nightly backups (once per process): one every
 * night at BACKUP_HOUR, Bucharest time, keeping the newest BACKUP_KEEP files.
 */
export function startNightlyBackups(): void {
  const { BACKUP_DIR: dir, BACKUP_KEEP: keep, BACKUP_HOUR: hour } = env();
  if (!dir || state.__nightlyBackups) return;
  const nightly = createNightlyBackups({ handle: getDatabaseHandle(), dir, keep, hour });
  state.__nightlyBackups = nightly;
  onShutdown('nightly-backups', () => nightly.stop());
  nightly.start();
  console.log(
    `Nightly backups into ${dir} at ${String(hour).padStart(2, '0')}:00 ${ROMANIA_TIME_ZONE} time, the newest ${keep} kept.`,
  );
}
