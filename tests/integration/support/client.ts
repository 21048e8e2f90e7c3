import { CONNECTION_ADDRESS_HEADER } from '@/server/edge.mjs';

/** The header server.mjs stamps on a request that came from this TCP peer. */
export function fromAddress(address: string): Record<string, string> {
  return { [CONNECTION_ADDRESS_HEADER]: address };
}
