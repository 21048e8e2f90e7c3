import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** How far the page scrolls sideways: 0 when it fits the screen's width. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * dnd-kit's keyboard sensor: Space picks the item up, an arrow moves it, Space drops it. Each
 * step waits for what dnd-kit tells a screen reader it did.
 */
export async function moveByKeyboard(page: Page, handle: Locator, key: 'ArrowLeft' | 'ArrowRight') {
  const announcement = page.getByRole('status').filter({ hasText: /^(Ați ridicat|Poza) / });
  await handle.focus();
  await page.keyboard.press('Space');
  // 'Ați ridicat poza N.', then at once 'Poza N ar ajunge pe locul N.' (over itself).
  await expect(announcement).toHaveText(/^(Ați ridicat poza|Poza) \d+/);
  const from = Number(/\d+/.exec((await announcement.textContent()) ?? '')?.[0]);
  // dnd-kit starts listening for the arrows in a setTimeout after the pick-up: a timer of
  // ours set now runs after it (same delay, first in first out).
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  await page.keyboard.press(key);
  const to = key === 'ArrowLeft' ? from - 1 : from + 1;
  await expect(announcement).toHaveText(`Poza ${from} ar ajunge pe locul ${to}.`);
  await page.keyboard.press('Space');
}

/** Answers the cookie bar beforehand (cookie_consent=true), so it never covers what a test touches. */
export async function acceptCookies(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'cookie_consent', value: 'true', url: baseURL ?? '' }]);
}

/**
 * Lets the page finish the tasks already queued (React renders and effects run in tasks of
 * their own), even under page.clock, which leaves MessageChannel alone.
 */
export async function finishQueuedTasks(page: Page): Promise<void> {
  for (let round = 0; round < 2; round++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

/**
 * Waits until React has hydrated the page and run its effects: a click then goes to the app's
 * handlers (client navigation, the loading overlay), not to the browser's own link following.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const link = document.querySelector('body a[href]');
    return link !== null && Object.keys(link).some((key) => key.startsWith('__reactProps$'));
  });
  await finishQueuedTasks(page);
}

/**
 * Waits until the page's arrival scroll (components/site/scroll-on-arrival.tsx) has run after
 * a navigation that set the scroll-to-top flag: the flag is used up, and the frame it scrolls
 * in has passed.
 */
export async function waitForArrivalScroll(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('scrollTop'))).toBeNull();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** A slow connection: requests for `url` wait until `release` is called. */
export async function holdRequests(page: Page, url: string): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/**
 * The page's scripts held back until `release` is called, so the page is on screen as its
 * HTML made it, before React has run.
 */
export function holdPageScripts(page: Page): Promise<{ release: () => void }> {
  return holdRequests(page, '**/_next/static/chunks/*.js');
}
