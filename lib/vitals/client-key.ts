import 'server-only';
import { createHmac } from 'node:crypto';
import { getSecret } from '@/lib/secrets';

const HOUR_MS = 60 * 60 * 1000;

/**
 * What tells one sender's vitals from another's, stored with each row instead of its address:
 * an HMAC of the address (lib/http/client-address.ts: an IPv6 /64 is one client) and the
 * current hour, under a server secret. It is the same for one client all hour long, so the
 * percentiles count that client once (lib/vitals/queries.ts); it changes every hour, so rows
 * of different hours cannot be linked; and without the secret no one can try every IPv4
 * address to find whose it is. 16 bytes in hex: no two clients of a day share one.
 */
export function vitalsClientKey(address: string, now = Date.now()): string {
  const hour = Math.floor(now / HOUR_MS);
  return createHmac('sha256', getSecret('JWT_SECRET'))
    .update(`web-vitals-client\u0000${hour}\u0000${address}`)
    .digest('hex')
    .slice(0, 32);
}
