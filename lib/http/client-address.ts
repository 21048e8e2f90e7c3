import { CONNECTION_ADDRESS_HEADER, isCustomServer } from '@/runtime/client-address.mjs';
import { env } from '@/lib/env';

/**
 * The client's address, as the rate limits count it. With no trusted proxy it is the TCP
 * peer, stamped by server.mjs. With N proxies, each appending its peer to X-Forwarded-For,
 * it is the N-th entry from the right, but only when the request came from one of the
 * proxies (TRUSTED_PROXY_ADDRESSES): a client that reaches the app's port directly is
 * counted by its own address, whatever it wrote. IPv6 clients count per /64, the block one
 * subscriber gets. 'unknown' when nothing is known (all such callers share one budget).
 */
export function clientAddress(headers: Headers): string {
  const { TRUSTED_PROXIES: proxies, TRUSTED_PROXY_ADDRESSES: proxyAddresses } = env();
  const connection = connectionAddress(headers);
  if (proxies === 0 || !proxyAddresses.includes(connection)) return bucket(connection);
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the leftmost was still written by one of them.
  const client = chain[Math.max(0, chain.length - proxies)];
  return bucket(client ?? connection);
}

function connectionAddress(headers: Headers): string {
  if (!isCustomServer()) {
    warnOnce();
    return 'unknown';
  }
  return headers.get(CONNECTION_ADDRESS_HEADER)?.trim() || 'unknown';
}

let warned = false;
function warnOnce(): void {
  if (warned) return;
  warned = true;
  console.warn(
    'Not started through server.mjs (npm start): client addresses are unknown, so every client shares one rate-limit budget.',
  );
}

/** An IPv6 address's /64 network ('2001:db8:1:2::/64'); anything else as it is. */
export function bucket(address: string): string {
  if (!address.includes(':')) return address;
  const groups = expandIpv6(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}

function expandIpv6(address: string): string[] | null {
  const [head = '', tail, extra] = address.toLowerCase().split('::');
  if (extra !== undefined) return null;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => group.replace(/^0+(?=.)/, ''));
}
