import path from 'node:path';
import { z } from 'zod';

/**
 * The one place that reads process.env. Every variable is documented in .env.example.
 * Parsed lazily so that importing a module never fails at build time.
 */
const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  NEXT_PHASE: optional,
  PORT: z.coerce.number().int().positive().default(3000),
  SITE_URL: optional,
  DATABASE_URL: optional,
  PGLITE_DIR: z.string().trim().min(1).default('.data/pglite'),
  ADMIN_USERNAME: z.string().trim().min(1).default('admin'),
  ADMIN_PASSWORD: optional,
  ADMIN_EMAIL: z.string().trim().min(1).default('admin@inchirieri-utilaje.ro'),
  NEXTAUTH_URL: optional,
  NEXTAUTH_SECRET: optional,
  /** Lifetime of the admin UI's session cookie; 8 hours unless set (tests use a short one). */
  AUTH_SESSION_SECONDS: optional
    .transform((value) => (value === undefined ? 8 * 60 * 60 : Number(value)))
    .pipe(z.number().int().positive()),
  JWT_SECRET: optional,
  SMTP_URL: optional,
  MAIL_FROM: z
    .string()
    .trim()
    .min(1)
    .default('Inchirieri Utilaje <no-reply@inchirieri-utilaje.ro>'),
  RECAPTCHA_SITE_KEY: optional,
  RECAPTCHA_SECRET: optional,
  RECAPTCHA_VERIFY_URL: z
    .string()
    .trim()
    .url()
    .default('https://www.google.com/recaptcha/api/siteverify'),
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
