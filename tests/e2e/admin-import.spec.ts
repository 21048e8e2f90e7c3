import fs from 'node:fs';
import yazl from 'yazl';
import {
  sharedAdminPageTest as test,
  DESKTOP_ONLY,
  expect,
  MOBILE_ONLY,
  type Page,
} from './support/test';
import { adminApiHeaders, openAdmin } from './support/admin';
import { axeViolations } from './support/axe';
import { pngFile } from './support/files';
import { horizontalOverflow } from './support/page';

// Issue #32, items 1-2: the 'Import / export' screen checks a file, then imports it.
test.describe.configure({ mode: 'serial' });

const MODELS = ['E2E Import 1', 'E2E Import 2', 'E2E Import 3'];
const HEADER = 'categorie;model;header_offer;details;technical_data;price_day;header_photo;gallery';

function zipOf(files: Record<string, Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of Object.entries(files)) zip.addBuffer(bytes, name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** Three machines of the demo's 'Compactoare', four pictures, as an owner would zip them. */
async function fleetZip(badPrice = false): Promise<Buffer> {
  const pictures = {
    'poze/unu.png': (await pngFile('unu.png', '#8e44ad', 640, 420)).buffer,
    'poze/doi.png': (await pngFile('doi.png', '#16a085', 640, 420)).buffer,
    'poze/trei.png': (await pngFile('trei.png', '#d35400', 640, 420)).buffer,
  };
  const rows = [
    HEADER,
    `Compactoare;${MODELS[0]};Oferta unu;"Detalii unu\r\n\r\nAl doilea paragraf";Date unu;750;unu.png;doi.png|trei.png`,
    `Compactoare;${MODELS[1]};Oferta doi;Detalii doi;Date doi;;doi.png;`,
    `Compactoare;${MODELS[2]};Oferta trei;Detalii trei;Date trei;${badPrice ? 'o mie' : '900'};trei.png;unu.png`,
  ];
  return zipOf({ 'utilaje.csv': Buffer.from(`\uFEFF${rows.join('\r\n')}\r\n`), ...pictures });
}

async function chooseFile(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel('Alegeti fisierul (.csv, .xlsx sau .zip)', { exact: true }).setInputFiles({
    name,
    mimeType: 'application/zip',
    buffer,
  });
}

async function removeImported(page: Page) {
  const headers = await adminApiHeaders(page.request);
  const list = (await (await page.request.get('/api/product')).json()) as {
    uuid: string;
    model: string;
  }[];
  for (const { uuid, model } of list) {
    if (!MODELS.includes(model)) continue;
    expect((await page.request.delete(`/api/product/${uuid}`, { headers })).ok()).toBe(true);
    expect((await page.request.delete(`/api/trash/${uuid}`, { headers })).ok()).toBe(true);
  }
}

test(
  'a zip of three machines: a bad row is named, the fixed file imports, the machines are public',
  DESKTOP_ONLY,
  async ({ page }) => {
    await openAdmin(page);
    await page.getByRole('link', { name: 'Import / export' }).click();
    await expect(page.getByRole('heading', { name: 'Import / export', level: 1 })).toBeVisible();
    const check = page.getByRole('button', { name: 'Verifica fisierul' });
    await expect(check).toBeDisabled();

    await chooseFile(page, 'flota.zip', await fleetZip(true));
    await check.click();
    const problems = page.getByRole('table');
    await expect(problems.getByRole('row').nth(1)).toHaveText(
      /4\s*price_day\s*Pretul trebuie sa fie un numar intreg de lei \(fara bani\), intre 0 si 10\.000\.000, scris de exemplu: 1250, 1 250, 1\.250, 1250,00, 1\.250,00/,
    );
    await expect(page.getByRole('button', { name: 'Importa', exact: true })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await chooseFile(page, 'flota.zip', await fleetZip());
    await check.click();
    const summary = page.locator('[data-count="created"]');
    await expect(summary).toHaveText(/Utilaje noi\s*3/);
    await expect(page.getByText('Fisierul este corect.')).toBeVisible();
    await page.getByRole('button', { name: 'Importa', exact: true }).click();
    await expect(page.getByText('Importul s-a efectuat cu succes')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Rezultatul importului' })).toBeVisible();

    try {
      await page.goto('/categorie/compactoare/utilaj/e2e-import-1');
      await expect(page.getByRole('heading', { name: MODELS[0], level: 1 })).toBeVisible();
      await expect(page.getByText('Al doilea paragraf')).toBeVisible();
      await expect(page.getByText('750', { exact: false }).first()).toBeVisible();
      await page.goto('/categorie/compactoare');
      for (const model of MODELS) await expect(page.getByText(model).first()).toBeVisible();
    } finally {
      await removeImported(page);
    }
  },
);

test('the export downloads a zip that holds the table', DESKTOP_ONLY, async ({ page }) => {
  await openAdmin(page, '/admin/main/import-export');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descarca arhiva .zip (tabel si poze)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^utilaje-\d{4}-\d\d-\d\d\.zip$/);
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  expect(bytes.includes(Buffer.from('utilaje.csv'))).toBe(true);
});

test(
  'the import screen and its problem table fit a 375 px phone',
  MOBILE_ONLY,
  async ({ page }) => {
    await openAdmin(page, '/admin/main/import-export');
    await chooseFile(page, 'flota.zip', await fleetZip(true));
    await page.getByRole('button', { name: 'Verifica fisierul' }).click();
    await expect(page.locator('[data-count="errors"]')).toHaveText(/Erori\s*1/);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  },
);
