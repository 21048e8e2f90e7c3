import { describe, expect, it } from 'vitest';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '@/lib/accounts/password';

describe('password hashing', () => {
  it('makes the dummy hash of unknown users with the same argon2id options as real ones', async () => {
    const real = await hashPassword('some password');
    const parameters = (hash: string) => hash.split('$').slice(1, 4).join('$');
    expect(parameters(DUMMY_PASSWORD_HASH)).toBe(parameters(real));
    expect(await verifyPassword(real, 'some password')).toBe(true);
    expect(await verifyPassword(DUMMY_PASSWORD_HASH, '')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });
});
