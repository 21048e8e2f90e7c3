import path from 'node:path';
import * as z from '@/lib/validation/zod';

/**
 * The one place that reads process.env. Every variable is documented in .env.example.
 * Parsed lazily so that importing a module never fails at build time.
 */
const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A variable left unset or empty (as in a copied .env.example) takes its default. */
const text = (fallback: string) => optional.transform((value) => value ?? fallback);
const number = (fallback: number) =>
  optional.transform((value) => (value === undefined ? fallback : Number(value)));

/** '0', 'false', 'no' or 'off' is false; unset or empty takes the default. */
const flag = (fallback: boolean) =>
  optional.transform((value) =>
    value === undefined ? fallback : !/^(0|false|no|off)$/i.test(value),
  );

/** A whole number in a range; anything else stops the start with a message naming it. */
const wholeNumber = (fallback: number, min: number, max: number, error: string) =>
  number(fallback).pipe(z.number({ error }).int({ error }).min(min, { error }).max(max, { error }));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  NEXT_PHASE: optional,
  PORT: number(3000).pipe(z.number().int().positive()),
  SITE_URL: optional,
  /**
   * Reverse proxies in front of the app. 0: the client is the connection's own address,
   * whatever the request's headers say; N: the N-th X-Forwarded-For entry from the right.
   */
  TRUSTED_PROXIES: number(0).pipe(z.number().int().min(0).max(10)),
  /** The proxies' own addresses (comma-separated): only they may name the client. */
  TRUSTED_PROXY_ADDRESSES: text('127.0.0.1,::1').transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  ),
  /** Read by server/cache/handler.mjs (loaded by Next itself); declared here to be checked. */
  REDIS_URL: optional,
  REDIS_KEY_PREFIX: text('inchirieri-utilaje:'),
  CACHE_MEMORY_MB: number(96).pipe(z.number().positive()),
  DATABASE_URL: optional,
  PGLITE_DIR: text('.data/pglite'),
  /** Unset: import-spool/ in the data folder (lib/import/spool-dir.ts). */
  IMPORT_SPOOL_DIR: optional.transform((value) => value && path.resolve(value)),
  ADMIN_USERNAME: text('admin'),
  ADMIN_PASSWORD: optional,
  ADMIN_EMAIL: text('admin@inchirieri-utilaje.ro'),
  DEMO_DATA: flag(true),
  /** Set: the server writes a backup there every night (lib/backup/nightly.ts). */
  BACKUP_DIR: optional.transform((value) => value && path.resolve(value)),
  BACKUP_KEEP: wholeNumber(
    7,
    1,
    Number.MAX_SAFE_INTEGER,
    'BACKUP_KEEP (how many nightly backups to keep) must be a whole number of 1 or more',
  ),
  BACKUP_HOUR: wholeNumber(
    3,
    0,
    23,
    'BACKUP_HOUR (the hour of the nightly backup, Bucharest time) must be a whole number from 0 to 23',
  ),
  NEXTAUTH_URL: optional,
  NEXTAUTH_SECRET: optional,
  /** Lifetime of the admin UI's session cookie; 8 hours unless set (tests use a short one). */
  AUTH_SESSION_SECONDS: number(8 * 60 * 60).pipe(z.number().int().positive()),
  JWT_SECRET: optional,
  SMTP_URL: optional,
  MAIL_FROM: text('Inchirieri Utilaje <no-reply@inchirieri-utilaje.ro>'),
  RECAPTCHA_SITE_KEY: optional,
  RECAPTCHA_SECRET: optional,
  RECAPTCHA_VERIFY_URL: text('https://www.google.com/recaptcha/api/siteverify').pipe(z.url()),
  /** reCAPTCHA v3 scores below this are refused (0 = bot, 1 = person). */
  RECAPTCHA_MIN_SCORE: number(0.5).pipe(z.number().min(0).max(1)),
});

export type Env = z.infer<typeof envSchema> & {
  /** Absolute base URL of the public site, without a trailing slash. */
  siteUrl: string;
  /** Folder that keeps the embedded database and the generated secrets. */
  dataDir: string;
  /** True while `next build` runs: nothing may touch the database then. */
  isBuildPhase: boolean;
};

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = envSchema.parse(process.env);
  const pgliteDir = path.resolve(parsed.PGLITE_DIR);
  cached = {
    ...parsed,
    PGLITE_DIR: pgliteDir,
    siteUrl: (parsed.SITE_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    dataDir: path.dirname(pgliteDir),
    isBuildPhase: parsed.NEXT_PHASE === 'phase-production-build',
  };
  return cached;
}

/** Tests change variables between cases; they call this to read them again. */
export function resetEnvForTests(): void {
  cached = undefined;
}
