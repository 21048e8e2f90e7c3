import {
  sharedAdminPageTest as test,
  DESKTOP_ONLY,
  expect,
  MOBILE_ONLY,
  type Page,
} from './support/test';
import { adminApiHeaders, openAdmin } from './support/admin';
import { horizontalOverflow } from './support/page';

// Issue #32, item 5: a delete goes to 'Cos de gunoi', and a restore brings the machine back.
test.describe.configure({ mode: 'serial' });

interface Machine {
  uuid: string;
  model: string;
  slug: string;
  category: string;
  category_slug: string | null;
  gallery: { url: string }[];
}

/** The last demo machine (by model) with more than one gallery picture, as the API has it. */
async function machineWithGallery(page: Page): Promise<Machine> {
  const list = (await (await page.request.get('/api/product')).json()) as { uuid: string }[];
  for (const { uuid } of [...list].reverse()) {
    const [machine] = (await (await page.request.get(`/api/product/${uuid}`)).json()) as Machine[];
    if (machine && machine.category_slug && machine.gallery.length > 1) return machine;
  }
  throw new Error('The demo catalogue has no machine with a gallery');
}

/** The gallery of a machine's public page as a visitor sees it: each thumbnail's picture. */
async function galleryOnPage(page: Page, path: string): Promise<string[]> {
  const answer = await page.goto(path);
  expect(answer?.status()).toBe(200);
  const thumbnails = page.getByTestId('gallery-thumbnails').getByRole('img');
  await expect(thumbnails.first()).toBeVisible();
  return thumbnails.evaluateAll((images) =>
    images.map(
      (image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src,
    ),
  );
}

test(
  'a machine deleted in the admin comes back on its public page, whole gallery, after a restore',
  DESKTOP_ONLY,
  async ({ page }) => {
    const machine = await machineWithGallery(page);
    const path = `/categorie/${machine.category_slug}/utilaj/${machine.slug}`;
    const before = await galleryOnPage(page, path);
    expect(before).toHaveLength(machine.gallery.length);

    // The spec's delete: confirmation dialog, then its toast.
    await openAdmin(page, '/admin/main/products');
    await page.getByPlaceholder('Cautare model').fill(machine.model);
    await page.getByRole('button', { name: `Stergere ${machine.model}`, exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Stergere produs' })).toBeVisible();
    await page.getByRole('button', { name: 'Da', exact: true }).click();
    await expect(page.getByText('Produsul a fost sters cu succes!')).toBeVisible();
    expect((await page.request.get(path)).status()).toBe(404);

    // In 'Cos de gunoi', with its date; 'Restaurare' brings it back.
    await page.getByRole('link', { name: 'Cos de gunoi' }).click();
    await expect(page.getByRole('heading', { name: 'Cos de gunoi', level: 1 })).toBeVisible();
    const row = page.getByTestId('trash-item').filter({ hasText: machine.model });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Utilaj');
    await expect(row).toContainText(`Categorie: ${machine.category}`);
    await expect(row.getByRole('cell').nth(2)).toHaveText(/\d{2}\.\d{2}\.\d{4}/);
    await page.screenshot({ path: test.info().outputPath('trash-1280.png'), fullPage: true });
    await row.getByRole('button', { name: `Restaurare ${machine.model}` }).click();
    await expect(page.getByText('Produsul a fost restaurat cu succes!')).toBeVisible();
    await expect(row).toHaveCount(0);

    const after = await galleryOnPage(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(machine.model);
    expect(after).toEqual(before);
  },
);

/** A machine of the test's own (a copy of a demo one's texts and photo), put in the trash. */
async function trashedCopy(page: Page, model: string): Promise<void> {
  const headers = await adminApiHeaders(page.request);
  const source = await machineWithGallery(page);
  const [full] = (await (await page.request.get(`/api/product/${source.uuid}`)).json()) as {
    header_photo: { uuid: string };
    header_offer: string;
    details: string;
    technical_data: string;
  }[];
  const created = await page.request.post('/api/product/create', {
    headers,
    data: {
      model,
      category: source.category,
      header_offer: full!.header_offer,
      details: full!.details,
      technical_data: full!.technical_data,
      header_photo: { uuid: full!.header_photo.uuid },
      gallery: [],
    },
  });
  expect(created.status()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  expect((await page.request.delete(`/api/product/${uuid}`, { headers })).ok()).toBe(true);
}

test(
  "'Stergere definitiva' asks first, then removes the item for good",
  DESKTOP_ONLY,
  async ({ page }) => {
    const model = 'E2E Cos 1';
    await trashedCopy(page, model);
    await openAdmin(page, '/admin/main/trash');
    const row = page.getByTestId('trash-item').filter({ hasText: model });
    const forGood = row.getByRole('button', { name: `Stergere definitiva ${model}` });
    await forGood.click();
    await expect(page.getByRole('heading', { name: 'Stergere definitiva' })).toBeVisible();
    await page.getByRole('button', { name: 'Nu', exact: true }).click();
    await expect(row).toHaveCount(1);
    await forGood.click();
    await page.getByRole('button', { name: 'Da', exact: true }).click();
    await expect(page.getByText('Produsul a fost sters definitiv!')).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Cos de gunoi', level: 1 })).toBeVisible();
    await expect(page.getByTestId('trash-item').filter({ hasText: model })).toHaveCount(0);
  },
);

test('the trash fits a 375 px phone', MOBILE_ONLY, async ({ page }, info) => {
  // The layout check is for the phone.
  const model = 'E2E Cos cu un nume de model foarte lung 375';
  await trashedCopy(page, model);
  await openAdmin(page, '/admin/main/trash');
  const row = page.getByTestId('trash-item').filter({ hasText: model });
  await expect(row).toHaveCount(1);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  const card = await page.locator('.admin-card').boundingBox();
  for (const button of await row.getByRole('button').all()) {
    const box = await button.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual((card?.x ?? 0) + (card?.width ?? 0));
  }
  await page.screenshot({ path: info.outputPath('trash-375.png'), fullPage: true });
  await row.getByRole('button', { name: `Stergere definitiva ${model}` }).click();
  await page.getByRole('button', { name: 'Da', exact: true }).click();
  await expect(row).toHaveCount(0);
});
