import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as contactRoute } from '@/app/api/contact/route';
import { POST as resetRoute } from '@/app/api/reset/route';
import { RATE_LIMITS } from '@/lib/rate-limit';
import { clearRateLimits, login } from '../auth/helpers';
import { call, ensureAdmin } from '../support/api';
import { fromAddress, useTrustedProxies } from '../support/client';
import { setupTestDatabase } from '../support/database';

setupTestDatabase({ seeded: true });
beforeAll(async () => {
  await ensureAdmin();
});
beforeEach(clearRateLimits);
afterEach(() => useTrustedProxies(undefined));

const contactForm = {
  lastName: 'Popescu',
  email: 'ion.popescu@firma.ro',
  phone: '0722 123 456',
  message: 'Aș dori o ofertă.',
  check: true,
};

/** One request through the route, as server.mjs hands it on: the peer's address, plus the headers. */
const requests = {
  login: (headers: Record<string, string>, i: number) =>
    login(`guess-${i}`, 'wrong-password', headers),
  contact: (headers: Record<string, string>) =>
    call(contactRoute, { method: 'POST', path: '/api/contact', body: contactForm, headers }),
  reset: (headers: Record<string, string>, i: number) =>
    call(resetRoute, {
      method: 'POST',
      path: '/api/reset',
      body: { mail: `someone${i}@example.ro`, lang: 'ro' },
      headers,
    }),
};
const limits = {
  login: RATE_LIMITS.loginPerIp.limit,
  contact: RATE_LIMITS.contactPerIp.limit,
  reset: RATE_LIMITS.resetPerIp.limit,
};

async function statuses(
  kind: keyof typeof requests,
  count: number,
  headers: (i: number) => Record<string, string>,
): Promise<number[]> {
  const answers: number[] = [];
  for (let i = 0; i < count; i++) answers.push((await requests[kind](headers(i), i)).status);
  return answers;
}

describe.each(['login', 'contact', 'reset'] as const)('the per-IP limit of %s', (kind) => {
  it('holds against a rotating X-Forwarded-For when no proxy is trusted (the default)', async () => {
    const answers = await statuses(kind, limits[kind] + 10, (i) => ({
      ...fromAddress('203.0.113.50'),
      'x-forwarded-for': `10.9.${i >> 8}.${i % 256}`,
      'x-real-ip': `10.8.0.${i % 256}`,
    }));
    expect(answers.slice(0, limits[kind])).not.toContain(429);
    expect(answers.slice(limits[kind])).toEqual(Array(10).fill(429));
  });

  it('behind one trusted proxy, counts the address the proxy appended, not what the client wrote', async () => {
    useTrustedProxies(1);
    const proxy = fromAddress('127.0.0.1');
    const spoofed = await statuses(kind, limits[kind] + 5, (i) => ({
      ...proxy,
      'x-forwarded-for': `6.6.${i >> 8}.${i % 256}, 198.51.100.77`,
    }));
    expect(spoofed.slice(limits[kind])).toEqual(Array(5).fill(429));
    // Other clients behind the same proxy keep their own budget.
    const other = await requests[kind]({ ...proxy, 'x-forwarded-for': '198.51.100.78' }, 999);
    expect(other.status).not.toBe(429);
    // A client that reaches the app's port directly is counted by its own address.
    const direct = await statuses(kind, limits[kind] + 3, (i) => ({
      ...fromAddress('203.0.113.99'),
      'x-forwarded-for': `6.7.${i >> 8}.${i % 256}`,
    }));
    expect(direct.slice(limits[kind])).toEqual([429, 429, 429]);
  });
});
