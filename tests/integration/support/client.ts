import { CONNECTION_ADDRESS_HEADER, markCustomServer } from '@/runtime/client-address.mjs';
import { resetEnvForTests } from '@/lib/env';

// The tests call route handlers as server.mjs hands requests on: it marks the process
// before Next loads, and stamps every request with the peer's address.
markCustomServer();

/** The header server.mjs stamps on a request that came from this TCP peer. */
export function fromAddress(address: string): Record<string, string> {
  return { [CONNECTION_ADDRESS_HEADER]: address };
}

/** Sets TRUSTED_PROXIES (undefined: the default) for the next requests. */
export function useTrustedProxies(count: number | undefined): void {
  if (count === undefined) delete process.env.TRUSTED_PROXIES;
  else process.env.TRUSTED_PROXIES = String(count);
  resetEnvForTests();
}
