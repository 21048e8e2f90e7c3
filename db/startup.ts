import { env } from '@/lib/env';
import { markRunningInNext } from '@/lib/runtime';
import { ensureDatabaseReady } from './ready';

/** Called by instrumentation.ts in the Node.js runtime of a starting Next server. */
export async function prepareServer(): Promise<void> {
  if (env().isBuildPhase) return;
  try {
    markRunningInNext(await ensureDatabaseReady());
  } catch (error) {
    // A server without its database would only answer errors: stop and say why.
    console.error('The database could not be prepared:', error);
    process.exit(1);
  }
}
