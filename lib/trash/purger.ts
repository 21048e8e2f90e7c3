import { logError } from '@/lib/log';
import { onShutdown } from '@/runtime/shutdown.mjs';
import { purgeExpiredTrash, reportPurge } from './expire';

/** How often a server purges the trash; an item is gone within an hour past its 30 days. */
const PURGE_EVERY_MS = 60 * 60 * 1000;
/** The first purge waits until start-up's own work (migrations, seed, first pages) is done. */
const FIRST_PURGE_AFTER_MS = 60 * 1000;

const state = globalThis as unknown as {
  __trashPurger?: { first: ReturnType<typeof setTimeout>; every: ReturnType<typeof setInterval> };
};

function runPurge(): void {
  purgeExpiredTrash()
    .then(reportPurge)
    .catch((error: unknown) => logError('The trash purge failed', error));
}

/**
 * Purges the trash on a timer of this server process (started once, from lib/boot.ts): no
 * request pays for it. Its timers are unref'd, so they never keep a process alive.
 */
export function startTrashPurger(): void {
  if (state.__trashPurger) return;
  const first = setTimeout(runPurge, FIRST_PURGE_AFTER_MS);
  const every = setInterval(runPurge, PURGE_EVERY_MS);
  first.unref();
  every.unref();
  state.__trashPurger = { first, every };
  onShutdown('trash-purger', async () => stopTrashPurger());
}

export function stopTrashPurger(): void {
  if (!state.__trashPurger) return;
  clearTimeout(state.__trashPurger.first);
  clearInterval(state.__trashPurger.every);
  state.__trashPurger = undefined;
}
