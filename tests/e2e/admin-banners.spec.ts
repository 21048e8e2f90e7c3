import { sharedAdminPageTest as test, DESKTOP_ONLY, expect, type Page } from './support/test';
import { openAdmin } from './support/admin';
import { oversizedFile, pngFile } from './support/files';
import { moveByKeyboard } from './support/page';

test.describe.configure({ mode: 'serial' });

interface Banner {
  uuid: string;
  image: { url: string; alt: string };
}

const png = (name: string, color: string) => pngFile(name, color, 1200, 400);

async function banners(page: Page): Promise<string[]> {
  const list = (await (await page.request.get('/api/banner/all')).json()) as Banner[];
  return list.map((banner) => banner.uuid);
}

function countText(count: number) {
  return `${count} ${count === 1 ? 'poza incarcata' : 'poze incarcate'}`;
}

// The banner screen at 375 px: admin-layout.spec.ts.

test(
  'banners: refused uploads, upload two, reorder, delete after the server confirms',
  DESKTOP_ONLY,
  async ({ page }) => {
    // The whole flow runs on desktop.
    const start = await banners(page);
    await openAdmin(page);
    await page.getByRole('link', { name: 'Poze banner' }).click();
    const counter = page.getByTestId('banner-count');
    await expect(counter).toHaveText(countText(start.length));
    const input = page.getByLabel('Adaugati poze banner');

    // Six at once, or one over 10 MB, and nothing is sent.
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => png(`b${n}.png`, '#777777')));
    await input.setInputFiles(six);
    await expect(page.getByText('Aveți voie să încărcați maxim 5 fișiere')).toBeVisible();
    await input.setInputFiles([await png('mic.png', '#123456'), oversizedFile('urias.png', 10)]);
    await expect(
      page.getByText(
        'Imaginea urias.png nu indeplineste conditia: Dimensiune maxima acceptata este de 10MB.',
      ),
    ).toBeVisible();
    expect(await banners(page)).toEqual(start);

    await input.setInputFiles([await png('b1.png', '#aa2222'), await png('b2.png', '#22aa22')]);
    await expect(page.getByText('Panoul a fost creat cu succes!')).toBeVisible();
    await expect(counter).toHaveText(countText(start.length + 2));
    const uploaded = await banners(page);
    expect(uploaded).toHaveLength(start.length + 2);
    const added = uploaded.filter((uuid) => !start.includes(uuid));
    expect(added).toHaveLength(2);

    // Spec §5: no more than 5 banners in all. One past the room left is refused, unsent.
    const room = 5 - uploaded.length;
    await input.setInputFiles(
      await Promise.all(
        Array.from({ length: room + 1 }, (_, n) => png(`peste${n}.png`, '#445566')),
      ),
    );
    await expect(page.getByText('Aveți voie să încărcați maxim 5 fișiere')).toBeVisible();
    await expect(counter).toHaveText(countText(uploaded.length));
    expect(await banners(page)).toEqual(uploaded);

    // The last one moves one place left; the server keeps the new order.
    const count = uploaded.length;
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/banner/update') && response.ok(),
    );
    await moveByKeyboard(
      page,
      page.getByRole('button', { name: `Mutare banner ${count}` }),
      'ArrowLeft',
    );
    await saved;
    const expected = [...uploaded];
    [expected[count - 2], expected[count - 1]] = [
      expected[count - 1] ?? '',
      expected[count - 2] ?? '',
    ];
    expect(await banners(page)).toEqual(expected);

    // Delete both new ones; each leaves the grid once the server has said yes.
    for (const uuid of added) {
      const tile = page.locator(`[data-picture-id="${uuid}"]`);
      await tile.getByRole('button', { name: /^Stergere banner/ }).click();
      // .first(): the newest toast; the one it replaces may still be fading out.
      await expect(page.getByText('Imaginea a fost stearsa cu succes!').first()).toBeVisible();
      await expect(tile).toHaveCount(0);
    }
    await expect(counter).toHaveText(countText(start.length));
    expect(await banners(page)).toEqual(expected.filter((uuid) => !added.includes(uuid)));
  },
);
