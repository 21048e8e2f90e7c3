import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { loginAsAdmin } from './admin';
import {
  PAGE_SCRIPTS_ATTRIBUTE,
  PAGE_SCRIPTS_LOADED_ATTRIBUTE,
} from '../../../server/late-scripts.mjs';
import { siteOf, type Site } from './sites';

export { expect } from '@playwright/test';
export { DESKTOP_ONLY, MOBILE_ONLY } from './widths';
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
  /** The worker's one browser tab, which sharedPageTest hands from test to test. */
  sharedTab: { context: BrowserContext; page: Page };
}

/**
 * page.goto and page.reload wait, as they did before server/late-scripts.mjs, until the
 * page's own scripts have run. A public page asks for them once its first paint is on
 * screen, which can come after the load event Playwright waits for (a page whose pictures
 * the tab holds already). Not when the test named what to wait for (`waitUntil`), as the
 * tests of a page whose scripts are held back do.
 */
function navigationsWaitForScripts(page: Page): Page {
  const loaded = async (options?: { waitUntil?: string }) => {
    if (options?.waitUntil) return;
    await page.waitForFunction(
      ([names, done]) => {
        const loader = document.querySelector(`script[${names}]`);
        return !loader || loader.hasAttribute(done);
      },
      [PAGE_SCRIPTS_ATTRIBUTE, PAGE_SCRIPTS_LOADED_ATTRIBUTE] as const,
    );
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await loaded(options);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await loaded(options);
    return response;
  };
  return page;
}

/** Playwright's test, against the worker's own site. */
export const test = base.extend<object, WorkerFixtures>({
  site: [async ({}, use, workerInfo) => use(siteOf(workerInfo.parallelIndex)), { scope: 'worker' }],
  baseURL: async ({ site }, provide) => provide(site.baseURL),
  page: async ({ page }, provide) => provide(navigationsWaitForScripts(page)),

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

  sharedTab: [
    async ({ browser, site }, use, workerInfo) => {
      const { viewport, screen, isMobile, hasTouch, deviceScaleFactor, userAgent } =
        workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        screen,
        isMobile,
        hasTouch,
        deviceScaleFactor,
        userAgent,
        baseURL: site.baseURL,
        serviceWorkers: 'block',
      });
      await use({ context, page: navigationsWaitForScripts(await context.newPage()) });
      await context.close();
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

/** The page events tests listen to; their listeners end with the test. */
const LISTENED_EVENTS = ['console', 'dialog', 'request', 'requestfinished', 'response'] as const;

/**
 * For tests that only visit pages: `page` and `context` are the worker's one tab, handed on
 * from test to test with its cookies, storage, routes, headers, media and size reset, instead
 * of a fresh browser context each. A fresh context costs a new renderer process: 2.3
 * CPU-seconds a page load on the slower 2-core machine measured, against 0.9 in the open tab
 * (docs/testing.md). Not for tests that install page.clock or init scripts, or set context
 * options with test.use(): those cannot be undone, so they use `test`. Nor for tests that
 * need an empty cache: the tab keeps the pictures and scripts earlier tests loaded.
 */
export const sharedPageTest = test.extend({
  context: async ({ sharedTab }, provide) => provide(sharedTab.context),
  page: async ({ sharedTab, baseURL }, provide, testInfo) => {
    const { context, page } = sharedTab;
    for (const other of context.pages()) if (other !== page) await other.close();
    if (baseURL && page.url().startsWith(baseURL)) {
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    // A test that starts on the URL the last one ended on still loads it afresh.
    await page.goto('about:blank');
    // localStorage once more, now that no page of the site is left to write it again: the
    // saved language is written by an effect of each page load, which can run after the
    // clear above (a test that ended on a reload), and the next test then opens /en/… in
    // Romanian.
    if (baseURL) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Storage.clearDataForOrigin', {
        origin: new URL(baseURL).origin,
        storageTypes: 'local_storage',
      });
      await cdp.detach();
    }
    for (const event of LISTENED_EVENTS) page.removeAllListeners(event);
    await Promise.all([
      context.clearCookies(),
      context.clearPermissions(),
      context.setExtraHTTPHeaders({}),
      context.setOffline(false),
      context.unrouteAll({ behavior: 'ignoreErrors' }),
      page.unrouteAll({ behavior: 'ignoreErrors' }),
      page.setExtraHTTPHeaders({}),
      page.emulateMedia({ media: 'screen', colorScheme: 'light', reducedMotion: 'no-preference' }),
    ]);
    const { viewport } = testInfo.project.use;
    if (viewport && JSON.stringify(page.viewportSize()) !== JSON.stringify(viewport)) {
      await page.setViewportSize(viewport);
    }
    await provide(page);
  },
});

/** adminTest on the worker's shared tab: the tab gets the worker's saved sign-in first. */
export const sharedAdminPageTest = sharedPageTest.extend({
  page: async ({ page, adminSignIn }, provide) => {
    const signIn = JSON.parse(await readFile(await adminSignIn(), 'utf8')) as {
      cookies: Parameters<BrowserContext['addCookies']>[0];
    };
    await page.context().addCookies(signIn.cookies);
    await provide(page);
  },
});
