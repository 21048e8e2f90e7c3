import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

/** Who is writing: the signed-in account, and the client's address as the rate limits keep it. */
export interface AuditActor {
  accountId: string | null;
  accountName: string;
  address: string;
}

const actors = new AsyncLocalStorage<AuditActor>();

/**
 * Runs an admin request's handler as actor (lib/http/handler.ts does it for every signed-in
 * call), so the writes it makes are logged with their author however deep they happen.
 */
export function runAs<T>(actor: AuditActor, work: () => T): T {
  return actors.run(actor, work);
}

/** The account writing now; outside a request (a timer, a script), the site itself. */
export function currentActor(): AuditActor {
  return actors.getStore() ?? { accountId: null, accountName: '', address: '' };
}
