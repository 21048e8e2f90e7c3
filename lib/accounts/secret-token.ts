import { createHash, randomBytes } from 'node:crypto';

/** A random token for a link or a client (32 bytes, base64url); only its hash is stored. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

/** sha256 is enough here: the token is random, there is nothing to guess from its hash. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
