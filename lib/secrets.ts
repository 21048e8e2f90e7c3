import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from './env';

type SecretName = 'NEXTAUTH_SECRET' | 'JWT_SECRET';
type SecretsFile = Partial<Record<SecretName, string>>;

/**
 * A secret from the environment or, when unset, one generated once and kept in the data
 * folder, so the site starts with no configuration and sessions survive a restart.
 */
export function getSecret(name: SecretName): string {
  const fromEnv = env()[name];
  if (fromEnv) return fromEnv;
  const file = path.join(env().dataDir, 'secrets.json');
  const stored = readSecrets(file);
  const existing = stored[name];
  if (existing) return existing;
  const generated = randomBytes(32).toString('base64url');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ ...stored, [name]: generated }, null, 2), {
    mode: 0o600,
  });
  return generated;
}

function readSecrets(file: string): SecretsFile {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as SecretsFile;
  } catch {
    return {};
  }
}
