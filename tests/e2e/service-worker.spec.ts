import fs from 'node:fs';
import path from 'node:path';
import { FULL_CHROMIUM } from '../../chromium';
import { actAsNewVisitor } from './support/admin';
import { exclusive } from './support/lock';
import { expect, test, type Page } from './support/test';

// Every other test blocks service workers (playwright.config.ts); these ones need it.
// The visitor's browser: the service worker's install, update and offline pages as it runs them.
test.use({ serviceWorkers: 'allow', launchOptions: FULL_CHROMIUM });
// They rewrite the built public/sw.js, which every worker's site serves: they run one after
// the other, and one worker at a time.
test.describe.configure({ mode: 'serial' });
const lock = exclusive('public-sw-js');
test.beforeAll(() => lock.acquire());
test.afterAll(() => lock.release());

const SW_FILE = path.join(process.cwd(), 'public', 'sw.js');

/**
 * Replaces public/sw.js in one step (a new file renamed over it): a page's own update check
 * may read it at any moment, and must never get it half written (an empty 200 once installed
 * a worker with nothing in it, and the page never reloaded).
 */
function replaceWorker(text: string): void {
  const next = `${SW_FILE}.${process.pid}.next`;
  fs.writeFileSync(next, text);
  fs.renameSync(next, SW_FILE);
}

/** Waits until the page's registration is active and the page is controlled by it. */
async function waitForControl(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
    return registration.active?.scriptURL ?? '';
  });
}

/** The path of every response the worker's caches hold. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        paths.push(new URL(request.url).pathname);
      }
    }
    return paths;
  });
}

test('the worker registers, precaches only plain 200 files, and leaves admin and API alone', async ({
  page,
}) => {
  await page.goto('/home');
  expect(await waitForControl(page)).toMatch(/\/sw\.js$/);

  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const precache = names.find((name) => name.includes('precache'));
    if (!precache) return [];
    const cache = await caches.open(precache);
    const requests = await cache.keys();
    return Promise.all(
      requests.map(async (request) => {
        const response = await fetch(request.url, { redirect: 'manual', cache: 'no-store' });
        return { url: new URL(request.url).pathname, status: response.status, type: response.type };
      }),
    );
  });
  expect(precached.map((entry) => entry.url)).toContain('/logo.svg');
  for (const entry of precached) {
    expect(entry, `${entry.url} is precached`).toMatchObject({ status: 200, type: 'basic' });
    expect(entry.url).not.toBe('/');
  }

  // A visited public page is kept for offline use; nothing of the admin or the API is.
  await page.goto('/contact');
  await page.evaluate(() => fetch('/api/configuration').then((response) => response.text()));
  await page.goto('/admin');
  const cached = await cachedPaths(page);
  expect(cached).toContain('/contact');
  expect(cached.filter((p) => p.startsWith('/admin') || p === '/api/configuration')).toEqual([]);
});

test('under the worker a page still sends its vitals beacon, and nothing of it is cached', async ({
  page,
}) => {
  // A visitor of its own: every page the suite opens from 127.0.0.1 sends beacons too, and
  // the per-IP vitals limit would count them all.
  await actAsNewVisitor(page);
  await page.goto('/home');
  await waitForControl(page);
  await page.reload();
  await page.waitForFunction(() => performance.getEntriesByName('vitals-reporting').length > 0);
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/vitals'));
  // Headless tabs never hide: the browser's visibility change is played.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect((await answered).status()).toBe(204);
  expect((await cachedPaths(page)).filter((p) => p.startsWith('/api/vitals'))).toEqual([]);
});

test('a public page visited before is shown from the cache when the network is gone', async ({
  page,
  context,
}) => {
  await page.goto('/home');
  await waitForControl(page);
  await page.reload(); // now fetched through the worker, which keeps a copy
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
  } finally {
    await context.setOffline(false);
  }
});

test('a page never visited, opened offline, shows the offline page in its language', async ({
  page,
  context,
}) => {
  await page.goto('/home');
  await waitForControl(page);
  await context.setOffline(true);
  try {
    for (const [path, lang, heading, home] of [
      ['/categorie/nevizitata', 'ro', 'Nu sunteți conectat la internet', '/home'],
      ['/en/contact?never=visited', 'en', 'You are offline', '/en/home'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('link', { name: /Pagina principală|Home page/ })).toHaveAttribute(
        'href',
        home,
      );
    }
  } finally {
    await context.setOffline(false);
  }
  // Back online, the retry button brings the page itself.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('form', { name: 'Request an offer form' })).toBeVisible();
});

test('under the worker a visit still starts in the saved language; admin pages are not stored', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/home');
  await waitForControl(page);
  expect(
    await page.evaluate(async () =>
      (await navigator.serviceWorker.ready).navigationPreload.getState(),
    ),
  ).toMatchObject({ enabled: true });

  // The preloaded request is the browser's own: the server sees a visit from outside.
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL }]);
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/en\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Admin pages pass through the worker's network-only route: shown, never stored.
  await page.goto('/admin/login');
  await expect(page.locator('input[type="password"]')).toBeVisible();
  const stored = await cachedPaths(page);
  expect(stored.filter((path) => path.startsWith('/admin'))).toEqual([]);
});

test('a new version of the worker takes over and the open page reloads itself', async ({
  page,
}) => {
  const original = fs.readFileSync(SW_FILE, 'utf8');
  try {
    await page.goto('/home');
    await waitForControl(page);
    const firstScript = await page.evaluate(
      () => navigator.serviceWorker.controller?.scriptURL ?? '',
    );
    // A marker that only survives as long as this document does.
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });

    // The page's own update check may be the one that finds the new version.
    let reloaded = false;
    void page.waitForEvent('load').then(() => (reloaded = true));
    replaceWorker(`${original}\n// next version ${Date.now()}\n`);
    // What the browser does on its own from time to time: look for a newer worker. Asked
    // until the page reloads: a check already under way (the page's own, at idle) may have
    // read the old script, and the browser joins a second ask to it instead of starting anew.
    await expect
      .poll(
        async () => {
          await page
            .evaluate(() =>
              navigator.serviceWorker
                .getRegistration()
                .then((registration) => registration?.update())
                .catch(() => undefined),
            )
            .catch(() => undefined); // the page may be reloading
          return reloaded;
        },
        { timeout: 30_000 },
      )
      .toBe(true);

    expect(await page.evaluate(() => 'marker' in window)).toBe(false);
    await expect(page).toHaveURL(/\/home$/);
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting ?? null, active: registration?.active?.state };
    });
    expect(state).toEqual({ waiting: null, active: 'activated' });
    expect(firstScript).toMatch(/\/sw\.js$/);
  } finally {
    replaceWorker(original);
  }
});

test('when the worker cannot be registered the failure is only logged and the page works', async ({
  page,
}) => {
  const original = fs.readFileSync(SW_FILE, 'utf8');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    // A script that throws while it is evaluated: the browser refuses to register it.
    replaceWorker('throw new Error("broken worker");\n');
    await page.goto('/home');
    await expect.poll(() => errors.join('\n')).toContain('Service worker registration failed');
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    // Still a working site: the navigation leads on.
    await page
      .getByRole('navigation', { name: 'Navigare principală' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
  } finally {
    replaceWorker(original);
  }
});
