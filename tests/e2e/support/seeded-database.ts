import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * The e2e servers start on a copy of one PGlite data folder, migrated and seeded once per
 * run, instead of each migrating and seeding its own: a server on a new folder spends about
 * 13 CPU-seconds on it (the demo pictures, an argon2 hash), on a copy about 4.
 */

/** The admin account every e2e server is seeded with. */
export const E2E_ADMIN = {
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'e2e-admin-password',
  ADMIN_EMAIL: 'admin@example.ro',
};

/** Migrates and seeds a new PGlite folder with `npm run db:seed`'s script (scripts/seed.ts). */
export function seedTemplate(folder: string): void {
  execFileSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/seed.ts'],
    {
      env: { ...process.env, ...E2E_ADMIN, DATABASE_URL: '', PGLITE_DIR: folder },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

/** The template as a server's own data folder (the template itself is never opened). */
export function copyTemplate(template: string, folder: string): void {
  fs.cpSync(template, folder, { recursive: true });
}
