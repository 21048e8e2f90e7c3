import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/lib/env';
import { clientAddress } from '@/lib/http/edge';

function withTrustedProxies(count: number | undefined) {
  if (count === undefined) delete process.env.TRUSTED_PROXIES;
  else process.env.TRUSTED_PROXIES = String(count);
  resetEnvForTests();
}

afterEach(() => withTrustedProxies(undefined));

// What server.mjs stamps on every request: the TCP peer, whatever the client sent.
const peer = (address: string, forwardedFor?: string) =>
  new Headers({
    'x-connection-address': address,
    ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
  });

describe('clientAddress', () => {
  it('with no trusted proxy (the default) is the connection, whatever X-Forwarded-For says', () => {
    withTrustedProxies(undefined);
    expect(clientAddress(peer('203.0.113.7', '1.2.3.4'))).toBe('203.0.113.7');
    expect(clientAddress(peer('203.0.113.7', '9.9.9.9, 8.8.8.8'))).toBe('203.0.113.7');
    expect(
      clientAddress(new Headers({ 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '5.6.7.8' })),
    ).toBe('unknown');
  });

  it('behind one proxy is the last X-Forwarded-For entry, the one the proxy appended', () => {
    withTrustedProxies(1);
    // The client wrote '6.6.6.6'; nginx appended the address it saw.
    expect(clientAddress(peer('10.0.0.2', '6.6.6.6, 198.51.100.4'))).toBe('198.51.100.4');
    expect(clientAddress(peer('10.0.0.2', ' 198.51.100.4 '))).toBe('198.51.100.4');
    // No header at all: the proxy did not say, so the connection is all we know.
    expect(clientAddress(peer('10.0.0.2'))).toBe('10.0.0.2');
  });

  it('behind two proxies is the second entry from the right', () => {
    withTrustedProxies(2);
    expect(clientAddress(peer('10.0.0.3', '6.6.6.6, 198.51.100.4, 10.0.0.2'))).toBe('198.51.100.4');
    // Fewer entries than proxies: the leftmost was still written by a trusted proxy.
    expect(clientAddress(peer('10.0.0.3', '198.51.100.4'))).toBe('198.51.100.4');
  });
});
