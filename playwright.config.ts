import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_CHROMIUM } from './chromium';
import { DESKTOP_ONLY_SPECS, DESKTOP_ONLY_TAG, MOBILE_ONLY_TAG } from './tests/e2e/support/widths';
import { E2E_WORKERS, sites, type Site } from './tests/e2e/support/sites';
import { copyTemplate, E2E_ADMIN, seedTemplate } from './tests/e2e/support/seeded-database';

// Chosen once in the main process; the workers inherit the variables.
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}
const freePorts = () => Array.from({ length: E2E_WORKERS }, freePort).join(',');
process.env.E2E_PORTS ??= freePorts();
process.env.E2E_SMTP_PORTS ??= freePorts();
if (!process.env.E2E_DATA_DIR) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  process.env.E2E_DATA_DIR = dataDir;
  // The run's databases, mails and sign-ins (about 170 MB) go with it; by then Playwright has
  // stopped the servers that wrote them.
  process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  // One seeded database for every server of the run (support/seeded-database.ts); listing
  // the tests starts no server.
  if (!process.argv.includes('--list')) {
    const template = path.join(process.env.E2E_DATA_DIR, 'seeded-pglite');
    seedTemplate(template);
    process.env.E2E_PGLITE_TEMPLATE = template;
    for (const site of sites()) copyTemplate(template, path.join(site.folder, 'pglite'));
  }
}
export const E2E_ADMIN_PASSWORD = E2E_ADMIN.ADMIN_PASSWORD;

/**
 * How the e2e run starts the production build on a port: the one place that names the
 * server's command, server.mjs as `npm start` runs it, bound to 127.0.0.1 as deploy/'s
 * systemd unit runs it behind nginx.
 */
function serverCommand(port: number): { command: string; env: Record<string, string> } {
  return { command: 'node server.mjs', env: { PORT: String(port), HOSTNAME: '127.0.0.1' } };
}

/** One site per worker (tests/e2e/support/sites.ts), on its copy of the seeded database. */
function webServer(site: Site) {
  const { command, env } = serverCommand(site.port);
  return {
    command,
    url: `${site.baseURL}/api/category`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      ...env,
      // The tests play the reverse proxy: the X-Forwarded-For they send names the visitor,
      // so each test keeps its own rate-limit budget (tests/e2e/support/admin.ts).
      TRUSTED_PROXIES: '1',
      DATABASE_URL: '',
      PGLITE_DIR: path.join(site.folder, 'pglite'),
      SITE_URL: site.baseURL,
      NEXTAUTH_URL: site.baseURL,
      ...E2E_ADMIN,
      // The real SMTP server of tests/e2e/support/global-setup.ts.
      SMTP_URL: `smtp://127.0.0.1:${site.smtpPort}`,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  };
}


export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: false,
  // Each worker has a site of its own (its baseURL comes from tests/e2e/support/test.ts).
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  // The service worker would serve pages from its cache behind the tests' backs; only
  // tests/e2e/service-worker.spec.ts lets it run.
  use: {
    // Debian's headless shell; the specs that need the visitor's full Chromium say so
    // with test.use({ launchOptions: FULL_CHROMIUM }) (chromium.ts, docs/testing.md).
    launchOptions: E2E_CHROMIUM,
    // A failed test keeps its trace (actions, console, network) and a screenshot. The
    // trace's screencast and DOM snapshots are off: made for every test, they cost the run
    // a fifth of its CPU (Chromium's own work went from 80 to 62 CPU-seconds over
    // catalogue.spec and contact.spec), and the failure screenshot shows the end state.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grepInvert: MOBILE_ONLY_TAG,
    },
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
      // What is the same at every width is tested on desktop only (support/widths.ts).
      grepInvert: DESKTOP_ONLY_TAG,
      testIgnore: Object.keys(DESKTOP_ONLY_SPECS),
    },
  ],
  webServer: sites().map(webServer),
});
