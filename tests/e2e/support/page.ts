import type { BrowserContext, Locator, Page } from '@playwright/test';

/** How far the page scrolls sideways: 0 when it fits the screen's width. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** dnd-kit's keyboard sensor: Space picks the item up, an arrow moves it, Space drops it. */
export async function moveByKeyboard(page: Page, handle: Locator, key: 'ArrowLeft' | 'ArrowRight') {
  await handle.focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(150);
  await page.keyboard.press(key);
  await page.waitForTimeout(250);
  await page.keyboard.press('Space');
  await page.waitForTimeout(250);
}

/** Answers the cookie bar beforehand (cookie_consent=true), so it never covers what a test touches. */
export async function acceptCookies(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'cookie_consent', value: 'true', url: baseURL ?? '' }]);
}
