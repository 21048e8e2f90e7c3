import { beforeEach, describe, expect, it } from 'vitest';
import { authOptions } from '@/lib/accounts/auth-options';
import { newDeviceCookie } from '@/lib/accounts/device-cookie';
import type { AccountUser } from '@/lib/accounts/login';
import { RATE_LIMITS } from '@/lib/rate-limit';
import { ADMIN_PASSWORD, clearRateLimits, login } from '../auth/helpers';
import { ensureAdmin } from '../support/api';
import { fromAddress } from '../support/client';
import { setupTestDatabase } from '../support/database';

setupTestDatabase();
beforeEach(async () => {
  await clearRateLimits();
  await ensureAdmin();
});

const ADMIN_OFFICE = '198.51.100.10';

/** Signs in through POST /api/login and answers the device cookie it leaves ('name=value'). */
async function signInAndKeepDevice(address = ADMIN_OFFICE): Promise<string> {
  const res = await login('admin', ADMIN_PASSWORD, fromAddress(address));
  expect(res.status).toBe(200);
  const header = res.headers.getSetCookie().find((value) => value.startsWith('admin-device='));
  expect(header).toMatch(/; HttpOnly/i);
  expect(header).toMatch(/; SameSite=strict/i);
  expect(header).toMatch(/; Max-Age=\d{7,}/);
  return header!.split(';')[0]!;
}

/** 40 wrong guesses for the admin, each from a new address, none with a device cookie. */
async function attackFromManyAddresses(): Promise<number[]> {
  const answers: number[] = [];
  for (let i = 0; i < 40; i++) {
    answers.push((await login('admin', `guess-${i}`, fromAddress(`203.0.113.${i + 1}`))).status);
  }
  return answers;
}

describe('device cookies (lockout of the admin by strangers)', () => {
  it("lets the admin's own browser in after 40 failed guesses from 40 addresses", async () => {
    const device = await signInAndKeepDevice();
    const attack = await attackFromManyAddresses();
    // The brute force is still stopped: unknown browsers are limited per account…
    const { limit } = RATE_LIMITS.loginFailuresPerAccount;
    expect(attack.slice(0, limit)).toEqual(Array(limit).fill(401));
    expect(attack.slice(limit)).toEqual(Array(40 - limit).fill(429));
    const stranger = await login('admin', ADMIN_PASSWORD, fromAddress('192.0.2.200'));
    expect(stranger.status).toBe(429);
    // …but the browser that signed in before carries on, from home as from the office.
    const own = await login('admin', ADMIN_PASSWORD, {
      ...fromAddress('192.0.2.201'),
      cookie: device,
    });
    expect(own.status).toBe(200);
    expect(own.body.token).toBeTruthy();
  });

  it('also opens the admin UI sign-in (next-auth), which reports the success for a new cookie', async () => {
    const device = await signInAndKeepDevice();
    await attackFromManyAddresses();
    const signedIn: AccountUser[] = [];
    const provider = authOptions({ onSignIn: (user) => signedIn.push(user) })
      .providers[0] as unknown as {
      options: {
        authorize: (
          credentials: Record<string, string>,
          request: { headers: Record<string, string> },
        ) => Promise<unknown>;
      };
    };
    const authorize = (headers: Record<string, string>) =>
      provider.options.authorize({ username: 'admin', password: ADMIN_PASSWORD }, { headers });
    await expect(authorize(fromAddress('192.0.2.202'))).rejects.toThrow('TOO_MANY_REQUESTS');
    expect(signedIn).toEqual([]);
    const user = await authorize({ ...fromAddress('192.0.2.202'), cookie: `a=b; ${device}` });
    expect(user).toMatchObject({ name: 'admin' });
    expect(signedIn.map((entry) => entry.username)).toEqual(['admin']);
  });

  it('ignores a forged, expired or foreign cookie', async () => {
    const device = await signInAndKeepDevice();
    await attackFromManyAddresses();
    const [name, value] = device.split('=') as [string, string];
    const [account, issuedAt, id, signature] = value.split('.') as [string, string, string, string];
    const expired = newDeviceCookie('admin', Date.now() - 181 * 24 * 60 * 60 * 1000);
    const forgeries = [
      `${name}=${account}.${issuedAt}.${id}.${signature.slice(0, -2)}AA`,
      `${name}=${account}.${issuedAt}.other-device-id.${signature}`,
      `${name}=${account}.${Number(issuedAt) + 1}.${id}.${signature}`,
      `${name}=${newDeviceCookie('someone-else').value}`,
      `${name}=${expired.value}`,
      `${name}=garbage`,
    ];
    for (const cookie of forgeries) {
      const res = await login('admin', ADMIN_PASSWORD, { ...fromAddress('192.0.2.203'), cookie });
      expect(res.status, cookie).toBe(429);
    }
  });

  it('locks only the device whose own guesses failed, and successes never count', async () => {
    const first = await signInAndKeepDevice('198.51.100.11');
    const second = await signInAndKeepDevice('198.51.100.12');
    const { limit } = RATE_LIMITS.loginFailuresPerDevice;
    for (let i = 0; i < limit; i++) {
      const res = await login('admin', `typo-${i}`, {
        ...fromAddress('198.51.100.11'),
        cookie: first,
      });
      expect(res.status).toBe(401);
    }
    const locked = await login('admin', ADMIN_PASSWORD, {
      ...fromAddress('198.51.100.11'),
      cookie: first,
    });
    expect(locked.status).toBe(429);
    for (let i = 0; i < 12; i++) {
      const res = await login('admin', ADMIN_PASSWORD, {
        ...fromAddress('198.51.100.12'),
        cookie: second,
      });
      expect(res.status).toBe(200);
    }
  });
});
