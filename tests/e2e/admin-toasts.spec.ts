import { adminTest as test, DESKTOP_ONLY, expect, type Page } from './support/test';
import { adminApiHeaders, openAdmin } from './support/admin';
import { pngFile } from './support/files';

/**
 * Spec §2 and §9: one toast at a time, no duplicates, and the latest message shown for its
 * whole duration (success 3000 ms, error 5000 ms), even when it repeats the one before.
 */

/** Records the text of each toast the page shows, from before the page's own scripts run. */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen = new WeakSet<Element>();
    const shown: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = shown;
    // Sonner adds a toast alone or inside a new list, and may take the list away with it.
    new MutationObserver(() => {
      for (const node of document.querySelectorAll('[data-sonner-toast]')) {
        if (seen.has(node)) continue;
        seen.add(node);
        shown.push(node.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The texts of the toasts the page has shown, in order. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
}

/** The toasts in view (one leaving may still fade out). */
const inView = (page: Page) => page.locator('[data-sonner-toast]:not([data-removed="true"])');

/**
 * Waits until the page has shown `count` toasts with this text and the last is the only one
 * in view. Sonner renders a new toast, and lets the one before go, on timers: the stopped
 * clock is moved on 10 ms at a time until it has (the new toast's own timer starts then).
 */
async function expectToastShown(page: Page, text: string, count: number) {
  await expect
    .poll(async () => {
      await page.clock.runFor(10);
      const shown = (await shownTexts(page)).filter((seen) => seen === text).length;
      return { shown, inView: await inView(page).count() };
    })
    .toEqual({ shown: count, inView: 1 });
  await expectOnlyToast(page, text);
}

/** One toast in view, and it says this. */
async function expectOnlyToast(page: Page, text: string) {
  await expect(inView(page)).toHaveCount(1);
  await expect(inView(page)).toHaveText(text);
}

/**
 * The page's clock stands still from before the page loads; the tests move it on. Between
 * the two toasts it moves `TOASTS_APART` ms, so a toast that kept the timer of the one it
 * replaced would leave that much early.
 */
async function stopTheClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
}
const TOASTS_APART = 1000;

/** The toast in view stays until just before `ms` of the page's time, and is gone just after. */
async function expectShownFor(page: Page, text: string, ms: number) {
  await page.clock.runFor(ms - 100);
  await expectOnlyToast(page, text);
  await page.clock.runFor(200);
  await expect(inView(page)).toHaveCount(0);
}

test(
  'two deletions in a row: the second success toast stays its 3 s',
  DESKTOP_ONLY,
  async ({ page, request }, info) => {
    const headers = await adminApiHeaders(request);
    const names = [1, 2].map((n) => `Toast ${info.project.name} ${n}`);
    for (const name of names) {
      const created = await request.post('/api/category/create', { headers, data: { name } });
      expect(created.status()).toBe(201);
    }
    await stopTheClock(page);
    await recordToasts(page);
    await openAdmin(page, '/admin/main/categories');
    const message = 'Categoria a fost stearsa cu succes!';
    for (const [index, name] of names.entries()) {
      await page.getByRole('button', { name: `Stergere ${name}` }).click();
      await page
        .getByRole('dialog', { name: 'Stergere categorie' })
        .getByRole('button', { name: 'Da' })
        .click();
      await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
      await expectToastShown(page, message, index + 1);
      if (index === 0) await page.clock.runFor(TOASTS_APART);
    }
    const shown = (await shownTexts(page)).filter((seen) => seen === message);
    expect(shown).toHaveLength(2);
    // The first made way for the second (one in view, above), which stays its full §9 duration.
    await expectShownFor(page, message, 3000);
  },
);

test(
  'the same refusal twice: the second error toast stays its 5 s',
  DESKTOP_ONLY,
  async ({ page }) => {
    // One run is enough for the timing.
    await stopTheClock(page);
    await recordToasts(page);
    await openAdmin(page, '/admin/main/banner');
    const message = 'Aveți voie să încărcați maxim 5 fișiere';
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => pngFile(`t${n}.png`, '#777777')));
    const input = page.getByLabel('Adaugati poze banner');
    await input.setInputFiles(six);
    await expectToastShown(page, message, 1);
    await page.clock.runFor(TOASTS_APART);
    await input.setInputFiles(six);
    await expectToastShown(page, message, 2);
    await expectShownFor(page, message, 5000);
  },
);

test(
  'two pictures more than a gallery of four holds: refused, with the message',
  DESKTOP_ONLY,
  async ({ page }) => {
    await openAdmin(page, '/admin/main/products/add');
    const gallery = page.getByLabel('Adaugati poze in galerie');
    const four = await Promise.all([1, 2, 3, 4].map((n) => pngFile(`g${n}.png`, '#3366aa')));
    await gallery.setInputFiles(four);
    const counter = page.getByTestId('gallery-count');
    await expect(counter).toHaveText('4 poze incarcate');
    await gallery.setInputFiles(
      await Promise.all([5, 6].map((n) => pngFile(`g${n}.png`, '#aa6633'))),
    );
    await expect(page.getByText('Aveți voie să încărcați maxim 5 fișiere')).toBeVisible();
    await expect(counter).toHaveText('4 poze incarcate');
  },
);
