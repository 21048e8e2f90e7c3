import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

// Chosen once in the main process; the workers inherit the variables.
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}
process.env.E2E_PORT ??= freePort();
process.env.E2E_SMTP_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  // The service worker would serve pages from its cache behind the tests' backs; only
  // tests/e2e/service-worker.spec.ts lets it run.
  use: {
    baseURL,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    // The production build through server.mjs (as `npm start`), on a fresh embedded
    // database in a temporary folder. No HOSTNAME: bound to 127.0.0.1, Next 16 answers its
    // own locale rewrite with a redirect loop.
    command: 'node server.mjs',
    url: `${baseURL}/api/category`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      // The tests play the reverse proxy: the X-Forwarded-For they send names the visitor,
      // so each test keeps its own rate-limit budget (tests/e2e/support/admin.ts).
      TRUSTED_PROXIES: '1',
      DATABASE_URL: '',
      PGLITE_DIR: path.join(process.env.E2E_DATA_DIR, 'pglite'),
      SITE_URL: baseURL,
      NEXTAUTH_URL: baseURL,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      ADMIN_EMAIL: 'admin@example.ro',
      // The real SMTP server of tests/e2e/support/global-setup.ts.
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  },
});
