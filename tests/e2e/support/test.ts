import path from 'node:path';
import { test as base } from '@playwright/test';
import { loginAsAdmin } from './admin';
import { siteOf, type Site } from './sites';

export { expect } from '@playwright/test';
export type {
  APIRequestContext,
  Browser,
  BrowserContext,
  Locator,
  Page,
  TestInfo,
} from '@playwright/test';

interface WorkerFixtures {
  /** This worker's own site (sites.ts). */
  site: Site;
  /** The saved admin sign-in of this worker, made again once a test has ended it. */
  adminSignIn: () => Promise<string>;
}

/** Playwright's test, against the worker's own site. */
export const test = base.extend<object, WorkerFixtures>({
  site: [async ({}, use, workerInfo) => use(siteOf(workerInfo.parallelIndex)), { scope: 'worker' }],
  baseURL: async ({ site }, provide) => provide(site.baseURL),

  adminSignIn: [
    async ({ browser, playwright, site }, use, workerInfo) => {
      const file = path.join(site.folder, `admin-${workerInfo.workerIndex}.json`);
      let saved = false;
      const stillSignedIn = async () => {
        const request = await playwright.request.newContext({
          baseURL: site.baseURL,
          storageState: file,
        });
        const ok = (await request.get('/api/session')).ok();
        await request.dispose();
        return ok;
      };
      await use(async () => {
        // Signing out, a password change or a reset ends every session, this one too.
        if (saved && (await stillSignedIn())) return file;
        const context = await browser.newContext({
          baseURL: site.baseURL,
          serviceWorkers: 'block',
        });
        await loginAsAdmin(await context.newPage());
        await context.storageState({ path: file });
        await context.close();
        saved = true;
        return file;
      });
    },
    { scope: 'worker' },
  ],
});

/**
 * For the admin screens: each test starts signed in, from the worker's saved sign-in
 * instead of a login of its own (each login costs an argon2 hash on the server).
 */
export const adminTest = test.extend({
  storageState: async ({ adminSignIn }, provide) => provide(await adminSignIn()),
});

/**
 * Skips the phone run of a test whose subject is the same at every width (what the server
 * sends, the cache, an admin flow the 375 px layout tests already cover): the desktop run
 * checks it, and the phone run would only double the suite's time.
 */
export function desktopOnly(reason = 'the same at every width: checked on desktop') {
  base.skip(base.info().project.name === 'mobile', reason);
}
