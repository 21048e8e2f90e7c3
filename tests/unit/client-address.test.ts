import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/lib/env';
import { bucket, clientAddress } from '@/lib/http/client-address';
import { markCustomServer } from '@/runtime/client-address.mjs';

function configure(variables: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(variables)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
}

afterEach(() => configure({ TRUSTED_PROXIES: undefined, TRUSTED_PROXY_ADDRESSES: undefined }));

// What server.mjs stamps on every request: the TCP peer, whatever the client sent.
const peer = (address: string, forwardedFor?: string) =>
  new Headers({
    'x-connection-address': address,
    ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
  });

describe('clientAddress', () => {
  it('ignores the connection header unless server.mjs runs the process', () => {
    // Under `next start` a client could write x-connection-address itself.
    expect(clientAddress(peer('203.0.113.7'))).toBe('unknown');
    markCustomServer();
    expect(clientAddress(peer('203.0.113.7'))).toBe('203.0.113.7');
  });

  it('with no trusted proxy (the default) is the connection, whatever X-Forwarded-For says', () => {
    markCustomServer();
    expect(clientAddress(peer('203.0.113.7', '1.2.3.4'))).toBe('203.0.113.7');
    expect(clientAddress(peer('127.0.0.1', '9.9.9.9, 8.8.8.8'))).toBe('127.0.0.1');
    expect(
      clientAddress(new Headers({ 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '5.6.7.8' })),
    ).toBe('unknown');
  });

  it('behind one proxy is the entry the proxy appended, only when the proxy sent the request', () => {
    markCustomServer();
    configure({ TRUSTED_PROXIES: '1' });
    // nginx on the same machine: the client wrote '6.6.6.6', nginx appended what it saw.
    expect(clientAddress(peer('127.0.0.1', '6.6.6.6, 198.51.100.4'))).toBe('198.51.100.4');
    expect(clientAddress(peer('::1', ' 198.51.100.4 '))).toBe('198.51.100.4');
    expect(clientAddress(peer('127.0.0.1'))).toBe('127.0.0.1');
    // Someone reaching the app's port directly is not a proxy.
    expect(clientAddress(peer('203.0.113.9', '198.51.100.4'))).toBe('203.0.113.9');
    configure({ TRUSTED_PROXIES: '1', TRUSTED_PROXY_ADDRESSES: '10.0.0.2, 10.0.0.3' });
    expect(clientAddress(peer('10.0.0.3', '6.6.6.6, 198.51.100.4'))).toBe('198.51.100.4');
    expect(clientAddress(peer('127.0.0.1', '198.51.100.4'))).toBe('127.0.0.1');
  });

  it('behind two proxies is the second entry from the right', () => {
    markCustomServer();
    configure({ TRUSTED_PROXIES: '2' });
    expect(clientAddress(peer('127.0.0.1', '6.6.6.6, 198.51.100.4, 10.0.0.2'))).toBe(
      '198.51.100.4',
    );
    // Fewer entries than proxies: the leftmost was still written by a trusted proxy.
    expect(clientAddress(peer('127.0.0.1', '198.51.100.4'))).toBe('198.51.100.4');
  });

  it('counts an IPv6 client by its /64, the block one subscriber gets', () => {
    markCustomServer();
    expect(clientAddress(peer('2001:db8:1:2:aaaa::1'))).toBe('2001:db8:1:2::/64');
    expect(clientAddress(peer('2001:db8:1:2:ffff:ffff:ffff:ffff'))).toBe('2001:db8:1:2::/64');
    expect(bucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(bucket('::1')).toBe('0:0:0:0::/64');
    expect(bucket('198.51.100.4')).toBe('198.51.100.4');
    expect(bucket('not:an:address::x')).toBe('not:an:address::x');
  });
});
