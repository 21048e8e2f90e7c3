import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP-recommended floor (19 MiB, 2 passes).
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password nobody knows, made with the options above (keep them in step:
 * a unit test does). A login for an unknown user is checked against it, so it costs the
 * same time as a wrong password and the answer's timing does not tell who exists.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$6LNlbMUaHq9jFeMQ5MA0PA$lIqLGQRjYMBOOfBM+TbTAp/7sbctVB1knNa2dGLxfeQ';
