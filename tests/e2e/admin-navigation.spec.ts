import {
  sharedAdminPageTest as test,
  DESKTOP_ONLY,
  expect,
  MOBILE_ONLY,
  sharedPageTest,
  type Page,
} from './support/test';
import { adminApiHeaders, openAdmin } from './support/admin';
import { axeViolations } from './support/axe';

// Issue #41: a skip link to the content (WCAG 2.4.1) on the admin and the public site, the
// admin menu folded behind a button on a phone, and 'Sesiuni' a page at a time.

/** The first Tab of a page reaches the skip link, shown; Enter puts the focus on the content. */
async function expectSkipLink(page: Page, text: string) {
  await page.keyboard.press('Tab');
  const link = page.getByRole('link', { name: text });
  await expect(link).toBeFocused();
  await expect(link).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  // The next Tab goes on from the content, not through the menu again.
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.activeElement?.closest('main') !== null),
    'the Tab after the skip link lands in the content',
  ).toBe(true);
}

test('the admin: a skip link to the content, at every width', async ({ page }) => {
  await openAdmin(page, '/admin/main/import-export');
  await expectSkipLink(page, 'Sari la conținut');
});

sharedPageTest(
  'the public site: a skip link to the content, in both languages',
  async ({ page }) => {
    await page.goto('/home');
    await expectSkipLink(page, 'Sari la conținut');
    await page.goto('/en/home');
    await expectSkipLink(page, 'Skip to content');
  },
);

test(
  'on a phone the admin menu folds behind a button, and passes axe both ways',
  MOBILE_ONLY,
  async ({ page }) => {
    await openAdmin(page, '/admin/main/sessions');
    const toggle = page.getByRole('button', { name: /^Meniu/ });
    const menu = page.locator('#admin-menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'admin-menu');
    await expect(toggle).toContainText('Sesiuni');
    await expect(menu).toBeHidden();
    // The screen's own heading comes right under the menu's one row, not 440 px down.
    const heading = await page.getByRole('heading', { level: 1, name: 'Sesiuni' }).boundingBox();
    expect(heading?.y ?? Infinity).toBeLessThan(160);
    await expect(page.getByRole('button', { name: 'Deconectare', exact: true })).toBeVisible();
    expect(await axeViolations(page), 'folded').toEqual([]);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toHaveCount(14);
    await expect(menu.getByRole('link', { name: 'Sesiuni' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await axeViolations(page), 'open').toEqual([]);

    // A choice opens its screen and folds the menu again.
    await menu.getByRole('link', { name: 'Jurnal' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jurnal' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  },
);

test('on a desktop the menu is open as before, with no button', DESKTOP_ONLY, async ({ page }) => {
  await openAdmin(page, '/admin/main/sessions');
  await expect(page.getByRole('button', { name: /^Meniu/ })).toBeHidden();
  const menu = page.getByRole('navigation', { name: 'Meniu administrare' });
  await expect(menu.getByRole('link')).toHaveCount(15);
  for (const link of await menu.getByRole('link').all()) await expect(link).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test(
  "'Sesiuni' is a page at a time, its page in the address",
  DESKTOP_ONLY,
  async ({ page, request }) => {
    // Four API sign-ins: with this browser's session, more than one page of 3.
    for (let index = 0; index < 4; index++) await adminApiHeaders(request);
    await openAdmin(page, '/admin/main/sessions?limit=3');
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(4);
    const pager = page.getByRole('navigation', { name: 'Pagini sesiuni' });
    await expect(pager).toContainText(/Pagina 1 din [2-9]/);
    await expect(page.getByText(/^\d+ (de )?sesiuni active$/)).toBeVisible();
    await pager.getByRole('button', { name: 'Pagina urmatoare' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(pager).toContainText(/Pagina 2 din/);
    await expect(rows.nth(1)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  },
);
