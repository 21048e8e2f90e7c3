import {
  sharedAdminPageTest as test,
  DESKTOP_ONLY,
  expect,
  type Locator,
  type Page,
} from './support/test';
import { openAdmin } from './support/admin';
import { oversizedFile, pngFile } from './support/files';

/**
 * The admin's file inputs read in Romanian (not the browser's 'Choose File / No file
 * chosen'): a hidden real input, its label drawn as a button, the chosen names beside it.
 */

/** The real input is in the page but takes no room: the browser's own button never shows. */
async function expectHiddenInput(input: Locator) {
  await expect(input).toBeAttached();
  const box = await input.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(1);
  expect(box?.height ?? 0).toBeLessThanOrEqual(1);
}

/** The picker's parts: the label drawn as a button, and what was chosen. */
function picker(page: Page, id: string, label: string) {
  return {
    input: page.locator(`input#${id}[type="file"]`),
    button: page.locator(`label[for="${id}"]`),
    chosen: page.getByTestId(`${id}-chosen`),
    byLabel: page.getByLabel(label, { exact: true }),
  };
}

test('banners: a Romanian picker that names the chosen files', DESKTOP_ONLY, async ({ page }) => {
  await openAdmin(page, '/admin/main/banner');
  const banner = picker(page, 'banner-files', 'Adaugati poze banner');
  await expectHiddenInput(banner.input);
  await expect(banner.button).toBeVisible();
  await expect(banner.button).toHaveText('Adaugati poze banner');
  await expect(banner.chosen).toHaveText('Niciun fisier ales');
  // One picture too large: refused before anything is sent, and still named.
  await banner.byLabel.setInputFiles([oversizedFile('urias.png', 10)]);
  await expect(banner.chosen).toHaveText('Fisier ales: urias.png');
});

test('product form: header photo by keyboard, gallery names', DESKTOP_ONLY, async ({ page }) => {
  // Listened for before the page opens, so the browser intercepts choosers from the start:
  // set up just before the key press, the chooser event once never came.
  const chooser = page.waitForEvent('filechooser', { timeout: 50_000 });
  await openAdmin(page, '/admin/main/products/add');
  const header = picker(page, 'header-photo-file', 'Alegeti poza oferta');
  const gallery = picker(page, 'gallery-files', 'Adaugati poze in galerie');
  for (const { input, button, chosen } of [header, gallery]) {
    await expectHiddenInput(input);
    await expect(button).toBeVisible();
    await expect(chosen).toHaveText('Niciun fisier ales');
  }
  await expect(header.button).toHaveText('Alegeti poza oferta');
  await expect(gallery.button).toHaveText('Adaugati poze in galerie');

  // Tab reaches the picker (its focus ring is drawn on the label), Space opens the chooser.
  await page.getByLabel('Model', { exact: true }).focus();
  for (let step = 0; step < 30; step++) {
    if (await header.input.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(header.input).toBeFocused();
  await expect(header.button).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Space');
  await (await chooser).setFiles(await pngFile('cap.png', '#336699'));
  await expect(header.chosen).toHaveText('Fisier ales: cap.png');
  await expect(page.getByTestId('header-preview')).toBeVisible();

  await gallery.byLabel.setInputFiles([
    await pngFile('unu.png', '#aa3333'),
    await pngFile('doi.png', '#33aa33'),
  ]);
  await expect(gallery.chosen).toHaveText('Fisiere alese: unu.png, doi.png');
  await expect(page.getByTestId('gallery-count')).toHaveText('2 poze incarcate');
});

test(
  'import: the file field is the Romanian picker too (issue #41)',
  DESKTOP_ONLY,
  async ({ page }) => {
    await openAdmin(page, '/admin/main/import-export');
    const file = picker(page, 'import-file', 'Alegeti fisierul (.csv, .xlsx sau .zip)');
    await expectHiddenInput(file.input);
    await expect(file.button).toBeVisible();
    await expect(file.button).toHaveText('Alegeti fisierul (.csv, .xlsx sau .zip)');
    await expect(file.chosen).toHaveText('Niciun fisier ales');
    const check = page.getByRole('button', { name: 'Verifica fisierul' });
    await expect(check).toBeDisabled();
    await file.byLabel.setInputFiles({
      name: 'utilaje.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('model\r\nJCB 3CX\r\n'),
    });
    await expect(file.chosen).toHaveText('Fisier ales: utilaje.csv');
    await expect(check).toBeEnabled();
  },
);
