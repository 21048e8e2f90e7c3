import {
  sharedAdminPageTest as test,
  DESKTOP_ONLY,
  expect,
  type Locator,
  type Page,
} from './support/test';
import { openAdmin } from './support/admin';
import { oversizedFile, pngFile } from './support/files';
import { moveByKeyboard } from './support/page';

test.describe.configure({ mode: 'serial' });

interface Listed {
  uuid: string;
  model: string;
  category: string;
}
interface Product extends Listed {
  slug: string;
  category_slug: string;
  header_offer: string;
  details: string;
  technical_data: string;
  header_photo: { uuid: string; url: string };
  gallery: { uuid: string; url: string }[];
  price_day: number | null;
  price_week: number | null;
}

const png = pngFile;

async function findProduct(page: Page, model: string): Promise<Product> {
  const list = (await (await page.request.get('/api/product')).json()) as Listed[];
  const listed = list.find((product) => product.model === model);
  expect(listed, `${model} is listed`).toBeTruthy();
  const answer = (await (
    await page.request.get(`/api/product/${listed?.uuid}`)
  ).json()) as Product[];
  return answer[0] as Product;
}

function editor(page: Page, name: string): Locator {
  return page.getByRole('textbox', { name, exact: true });
}

const MODEL = 'E2E Excavator 100';

// The product screens at 375 px, the header photo's crop area showing: admin-layout.spec.ts.

test(
  'add a machine: checks, crop, rich text, gallery, then the list and the public API',
  DESKTOP_ONLY,
  async ({ page }) => {
    // The whole flow runs on desktop.
    const categories = (await (await page.request.get('/api/category')).json()) as {
      name: string;
    }[];
    const category = categories[0]?.name ?? '';
    expect(category).not.toBe('');
    await openAdmin(page);
    await page.getByRole('link', { name: 'Utilaje' }).click();
    await page.getByRole('link', { name: 'Adaugati' }).click();
    await expect(page.getByRole('heading', { name: 'Adaugare utilaj' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Salvare' });
    await expect(save).toBeDisabled();
    await expect(page.getByLabel('Categorie')).toHaveValue('');
    await expect(page.locator('#product-category option').first()).toHaveText(
      'Alegeti o categorie',
    );

    // Field messages come from the error codes of the shared schema.
    await page.getByLabel('Model').focus();
    await page.getByLabel('Model').blur();
    await expect(page.getByText('Modelul este obligatoriu')).toBeVisible();
    await expect(page.getByText('Poza oferta este obligatorie')).toBeVisible();

    // The header photo: too large refused, then a picture cropped to a square PNG.
    const header = page.getByLabel('Alegeti poza oferta');
    await header.setInputFiles(oversizedFile('mare.png', 5));
    await expect(page.getByText('Dimensiune maxima acceptata este de 5MB.')).toBeVisible();
    await header.setInputFiles(await png('cap.png', '#336699', 640, 400));
    const cropArea = page.getByLabel('Decupare poza oferta', { exact: true });
    await expect(cropArea).toBeVisible();
    await cropArea.focus();
    await page.keyboard.press('ArrowRight');
    const preview = page.getByTestId('header-preview');
    await expect(preview).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(page.getByText('Poza oferta este obligatorie')).toHaveCount(0);
    const size = await preview.evaluate((img: HTMLImageElement) => [
      img.naturalWidth,
      img.naturalHeight,
    ]);
    expect(size[0]).toBe(size[1]);

    await page.getByLabel('Categorie').selectOption(category);
    await page.getByLabel('Model').fill('E2E   Excavator   100');
    // Prices: whole lei only (the shared rule); the week price stays empty ('la cerere').
    const dayPrice = page.getByLabel('Pret pe zi (lei, fara TVA)');
    await dayPrice.fill('12.5');
    await dayPrice.blur();
    await expect(
      page.getByText('Pretul trebuie sa fie un numar intreg de lei, intre 0 si 10.000.000.'),
    ).toBeVisible();
    await dayPrice.fill('1250');
    await expect(page.getByText('Pretul trebuie sa fie un numar intreg')).toHaveCount(0);

    await editor(page, 'Antet Oferta').click();
    await page.keyboard.type('Oferta speciala ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('pentru santiere');
    await editor(page, 'Detalii').click();
    await page
      .getByRole('toolbar', { name: 'Formatare Detalii', exact: true })
      .getByRole('button', { name: 'Lista cu puncte' })
      .click();
    await page.keyboard.type('Cupa 0,5 m3');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Brat telescopic');
    await editor(page, 'Date tehnice').click();
    await page
      .getByRole('toolbar', { name: 'Formatare Date tehnice', exact: true })
      .getByRole('button', { name: 'Tabel' })
      .click();
    await page.keyboard.type('Masa');
    await page.keyboard.press('Tab');
    await page.keyboard.type('8 t');
    await expect(editor(page, 'Date tehnice').locator('table')).toBeVisible();

    // The gallery: more than five refused, an oversized one skipped, the rest kept.
    const gallery = page.getByLabel('Adaugati poze in galerie');
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => png(`g${n}.png`, '#888888')));
    await gallery.setInputFiles(six);
    await expect(page.getByText('Aveți voie să încărcați maxim 5 fișiere')).toBeVisible();
    await expect(page.getByTestId('gallery-count')).toHaveText('0 poze incarcate');
    await gallery.setInputFiles([oversizedFile('mare.jpg', 5), await png('g1.png', '#aa3333')]);
    await expect(
      page.getByText(
        'Imaginea mare.jpg nu indeplineste conditia: Dimensiune maxima acceptata este de 5MB.',
      ),
    ).toBeVisible();
    await expect(page.getByTestId('gallery-count')).toHaveText('1 poza incarcata');
    await gallery.setInputFiles([await png('g2.png', '#33aa33')]);
    await expect(page.getByTestId('gallery-count')).toHaveText('2 poze incarcate');

    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('Produsul a fost creat cu succes!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/main\/products$/);
    await expect(page.getByRole('cell', { name: MODEL, exact: true })).toBeVisible();

    // The public API has what was typed, spaces collapsed, and the pictures.
    const product = await findProduct(page, MODEL);
    expect(product.category).toBe(category);
    expect(product.header_offer).toContain('Oferta speciala');
    expect(product.header_offer).toMatch(/<(b|strong)\b[^>]*>pentru santiere/);
    expect(product.details).toMatch(/<ul[\s\S]*<li[^>]*>[\s\S]*Cupa 0,5 m3/);
    expect(product.technical_data).toMatch(/<table[\s\S]*Masa[\s\S]*8 t/);
    expect(product.gallery).toHaveLength(2);
    expect(product).toMatchObject({ price_day: 1250, price_week: null });
    expect((await page.request.get(product.header_photo.url)).ok()).toBe(true);

    // And the public product page shows it.
    await page.goto(`/categorie/${product.category_slug}/utilaj/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: MODEL })).toBeVisible();
    await expect(page.getByText('pentru santiere').first()).toBeVisible();
    await expect(page.getByRole('cell', { name: '8 t' })).toBeVisible();
    await expect(page.getByTestId('product-price')).toHaveText('de la 1.250 lei/zi + TVA');
  },
);

test(
  'edit the machine: stored text loads, gallery reordered, one deleted, one added',
  DESKTOP_ONLY,
  async ({ page }) => {
    // The whole flow runs on desktop.
    const before = await findProduct(page, MODEL);
    const [first, second] = before.gallery;
    await openAdmin(page, '/admin/main/products');
    await page.getByRole('link', { name: `Modificare ${MODEL}` }).click();
    // The edit screen loads six rich-text editors (Romanian and English): on a busy 2-core
    // machine that took over 5 s in full runs.
    await expect(page.getByRole('heading', { name: 'Modificare utilaj' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(editor(page, 'Antet Oferta')).toContainText('Oferta speciala pentru santiere');
    await expect(editor(page, 'Date tehnice').locator('table')).toBeVisible();
    await expect(page.getByLabel('Model')).toHaveValue(MODEL);
    await expect(page.getByTestId('gallery-count')).toHaveText('2 poze incarcate');
    await expect(page.getByTestId('header-preview')).toHaveAttribute(
      'src',
      before.header_photo.url,
    );
    // The stored prices load; the day price is emptied ('la cerere'), a week price is set.
    await expect(page.getByLabel('Pret pe zi (lei, fara TVA)')).toHaveValue('1250');
    await page.getByLabel('Pret pe zi (lei, fara TVA)').fill('');
    await page.getByLabel('Pret pe saptamana (lei, fara TVA)').fill('6000');

    await page
      .getByLabel('Adaugati poze in galerie')
      .setInputFiles([await png('g3.png', '#3333aa')]);
    await expect(page.getByTestId('gallery-count')).toHaveText('3 poze incarcate');
    // [first, second, new] → the new one moves left → [first, new, second] → drop first.
    const handle = page.getByRole('button', { name: 'Mutare poza 3' });
    // A screen reader is told how to move it, and what happened, in Romanian.
    await expect(handle).toHaveAccessibleDescription(/^Pentru a muta o poză, apăsați Spațiu/);
    await moveByKeyboard(page, handle, 'ArrowLeft');
    await expect(page.getByRole('status').filter({ hasText: 'a fost mutată' })).toHaveText(
      'Poza 3 a fost mutată pe locul 2.',
    );
    const tiles = page.getByTestId('gallery').locator('li');
    await expect(tiles.nth(2)).toHaveAttribute('data-picture-id', second?.uuid ?? '');
    await page.getByRole('button', { name: 'Stergere poza 1' }).click();
    await expect(page.getByTestId('gallery-count')).toHaveText('2 poze incarcate');

    await page.getByRole('button', { name: 'Salvare' }).click();
    await expect(page.getByText('Produsul a fost actualizat cu succes!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/main\/products$/);

    const after = await findProduct(page, MODEL);
    expect(after).toMatchObject({ price_day: null, price_week: 6000 });
    expect(after.gallery).toHaveLength(2);
    expect(after.gallery.map((image) => image.uuid)).not.toContain(first?.uuid);
    expect(after.gallery[1]?.uuid).toBe(second?.uuid);
    expect(after.header_photo.uuid).toBe(before.header_photo.uuid);
    expect(after.header_offer).toContain('Oferta speciala');
  },
);

test(
  'the list comes a page at a time, with the count, and its address keeps page and filters',
  DESKTOP_ONLY,
  async ({ page }) => {
    // The whole flow runs on desktop.
    const all = (await (await page.request.get('/api/product')).json()) as Listed[];
    expect(all.length).toBeGreaterThan(4);
    const pages = Math.ceil(all.length / 4);
    await page.goto('/admin/main/products?limit=4');
    await expect(
      // Romanian: '16 utilaje', '25 de utilaje'.
      page.getByRole('status').filter({ hasText: new RegExp(`^${all.length} (de )?utilaje$`) }),
    ).toBeVisible();
    const rows = page.getByRole('row');
    await expect(rows).toHaveCount(5);
    const pager = page.getByRole('navigation', { name: 'Paginile listei de utilaje' });
    await expect(pager).toContainText(`Pagina 1 din ${pages}`);
    await expect(pager.getByRole('button', { name: 'Pagina anterioara' })).toBeDisabled();

    await pager.getByRole('button', { name: 'Pagina urmatoare' }).click();
    await expect(pager).toContainText(`Pagina 2 din ${pages}`);
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(rows.nth(1)).toContainText(all[4]!.model);
    await page.goBack();
    await expect(pager).toContainText(`Pagina 1 din ${pages}`);
    await expect(rows.nth(1)).toContainText(all[0]!.model);

    // The search goes to the server once typing pauses; the address keeps it over a reload.
    const wanted = all[all.length - 1]!;
    await page.getByPlaceholder('Cautare model').fill(wanted.model.toUpperCase());
    await expect
      .poll(() => new URL(page.url()).searchParams.get('model'))
      .toBe(wanted.model.toUpperCase());
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(wanted.model);
    await page.reload();
    await expect(page.getByPlaceholder('Cautare model')).toHaveValue(wanted.model.toUpperCase());
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole('status').filter({ hasText: /^1 utilaj$/ })).toBeVisible();
    await expect(pager).toHaveCount(0);
  },
);

test(
  'the list filters by category and model, warns before leaving a form, deletes',
  DESKTOP_ONLY,
  async ({ page }) => {
    // The whole flow runs on desktop.
    const product = await findProduct(page, MODEL);
    await openAdmin(page, '/admin/main/products');
    const row = page.getByRole('row').filter({ hasText: MODEL });
    await expect(row).toHaveCount(1);
    const filter = page.getByLabel('Categorie', { exact: true });
    await expect(filter.locator('option').first()).toHaveText('Toate categoriile');
    const search = page.getByPlaceholder('Cautare model');

    await search.fill('e2e EXCAV');
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('row')).toHaveCount(2);
    await filter.selectOption(product.category);
    await expect(row).toHaveCount(1);
    const other = (await filter.locator('option').allTextContents()).find(
      (name) => name !== product.category && name !== 'Toate categoriile',
    );
    if (other) {
      await filter.selectOption(other);
      await expect(row).toHaveCount(0);
    }
    await filter.selectOption({ label: 'Toate categoriile' });
    await search.fill('nu exista nicaieri');
    await expect(page.getByText('Niciun utilaj nu corespunde filtrelor.')).toBeVisible();
    await search.fill('');

    // Leave warning: typed but not saved.
    await page.getByRole('link', { name: `Modificare ${MODEL}` }).click();
    // The edit screen loads six rich-text editors (Romanian and English): on a busy 2-core
    // machine that took over 5 s in full runs.
    await expect(page.getByRole('heading', { name: 'Modificare utilaj' })).toBeVisible({
      timeout: 15_000,
    });
    await page.getByLabel('Model', { exact: true }).fill(`${MODEL} X`);
    await page.getByRole('button', { name: 'Anulare', exact: true }).click();
    await expect(
      page.getByText('Formularul nu a fost trimis încă, chiar doriți să părăsiți pagina?'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Da', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/main\/products$/);

    // Delete: 'Nu' keeps it, 'Da' removes it.
    await page.getByRole('button', { name: `Stergere ${MODEL}` }).click();
    await expect(page.getByRole('heading', { name: 'Stergere produs' })).toBeVisible();
    await expect(page.getByText('Sunteti sigur ca doriti sa stergeti acest produs?')).toBeVisible();
    await page.getByRole('button', { name: 'Nu', exact: true }).click();
    await expect(row).toHaveCount(1);
    await page.getByRole('button', { name: `Stergere ${MODEL}` }).click();
    await page.getByRole('button', { name: 'Da', exact: true }).click();
    await expect(page.getByText('Produsul a fost sters cu succes!')).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await page.request.get(`/api/product/${product.uuid}`)).ok()).toBe(false);
  },
);
