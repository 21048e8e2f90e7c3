import { logError } from '@/lib/log';
import { onShutdown } from '@/runtime/shutdown.mjs';
import { deliverDueMail, stopMailDelivery } from './deliver';

/** How often the outbox is looked at; a new mail is also sent at once (kickMailDelivery). */
const POLL_MS = 5_000;

const state = globalThis as unknown as { __mailWorker?: ReturnType<typeof setInterval> };

/**
 * Starts the in-process outbox poller once per process. Its timer is unref'd, so it never
 * keeps a process alive; deliverDueMail keeps runs from overlapping.
 */
export function startMailWorker(): void {
  if (state.__mailWorker) return;
  state.__mailWorker = setInterval(kickMailDelivery, POLL_MS);
  state.__mailWorker.unref();
  onShutdown('mail-worker', async () => {
    stopMailWorker();
    await stopMailDelivery();
  });
  kickMailDelivery();
}

export function stopMailWorker(): void {
  if (state.__mailWorker) clearInterval(state.__mailWorker);
  state.__mailWorker = undefined;
}

/** Fire and forget: a failure is already recorded on the mail; the log says the rest. */
export function kickMailDelivery(): void {
  deliverDueMail().catch((error: unknown) => {
    logError('Mail delivery failed', error);
  });
}
