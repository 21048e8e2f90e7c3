import { acceptCookies, horizontalOverflow } from './support/page';
import { axeViolations } from './support/axe';
import { DESKTOP_ONLY, expect, sharedPageTest, type Page } from './support/test';

// Issue #18: the header's search, on a phone (an icon button opens the field) and on a desktop.

const isMobile = (name: string) => name === 'mobile';

/** The header's search field, opened first on a phone; returns it. */
async function headerSearchField(
  page: Page,
  mobile: boolean,
  names: { toggle: string; field: string },
) {
  const header = page.getByRole('banner');
  const field = header.getByRole('searchbox', { name: names.field });
  const toggle = header.getByRole('button', { name: names.toggle, exact: true });
  if (mobile) {
    await expect(field).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(field).toBeFocused();
  } else {
    await expect(toggle).toBeHidden();
  }
  await expect(field).toBeVisible();
  return field;
}

sharedPageTest.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

sharedPageTest(
  'a visitor searches from the header, sees the matches and opens one',
  async ({ page }, testInfo) => {
    const mobile = isMobile(testInfo.project.name);
    await page.goto('/home');
    const field = await headerSearchField(page, mobile, {
      toggle: 'Căutare',
      field: 'Căutați un utilaj',
    });
    expect(await horizontalOverflow(page)).toBe(0);
    await field.fill('sapaturi fundatii');
    await field.press('Enter');

    await expect(page).toHaveURL(/\/cautare\?q=sapaturi(\+|%20)fundatii$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Rezultatele căutării „sapaturi fundatii”',
    );
    await expect(page.getByTestId('search-count')).toHaveText(/^Am găsit \d+ (de )?utilaje\.$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // The page's own field holds the query, to refine it.
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('sapaturi fundatii');
    expect(await horizontalOverflow(page)).toBe(0);

    const cards = page.getByTestId('product-cards');
    await cards.getByRole('link', { name: /CAT 320/ }).click();
    await expect(page).toHaveURL(/\/categorie\/excavatoare\/utilaj\/cat-320$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CAT 320');
  },
);

sharedPageTest(
  'in English, by keyboard alone: "cat 320" puts CAT 320 first',
  async ({ page }, testInfo) => {
    const mobile = isMobile(testInfo.project.name);
    await page.goto('/en/home');
    const header = page.getByRole('banner');
    if (mobile) {
      const toggle = header.getByRole('button', { name: 'Search', exact: true });
      await toggle.focus();
      await page.keyboard.press('Enter');
      const field = header.getByRole('searchbox', { name: 'Search for a machine' });
      await expect(field).toBeFocused();
      // Escape closes it again and gives the focus back to the button.
      await page.keyboard.press('Escape');
      await expect(field).toBeHidden();
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(field).toBeFocused();
    } else {
      await header.getByRole('searchbox', { name: 'Search for a machine' }).focus();
    }
    await page.keyboard.type('cat 320');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/en\/cautare\?q=cat(\+|%20)320$/);
    await expect(page.getByTestId('search-count')).toHaveText('We found one machine.');
    // The card's name, then its price lines.
    await expect(page.getByTestId('product-cards').getByRole('link').first()).toHaveText(
      /^CAT 320(from|Price)/,
    );
  },
);

sharedPageTest(
  'nothing found: the page says what to try and lists the categories',
  DESKTOP_ONLY,
  async ({ page }, testInfo) => {
    await page.goto('/cautare?q=xqzzyv');
    const suggestions = page.getByTestId('search-suggestions');
    await expect(suggestions).toContainText('Niciun utilaj nu corespunde căutării „xqzzyv”.');
    await expect(suggestions.getByRole('heading', { name: 'Ce puteți încerca' })).toBeVisible();
    const categories = (await (await page.request.get('/api/category')).json()) as {
      slug: string;
    }[];
    for (const { slug } of categories) {
      await expect(suggestions.locator(`a[href="/categorie/${slug}"]`)).toBeVisible();
    }
    await expect(suggestions.getByRole('link', { name: 'cereți o ofertă' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(await horizontalOverflow(page)).toBe(0);
    if (isMobile(testInfo.project.name)) {
      // The opened header field passes axe too.
      await page.getByRole('banner').getByRole('button', { name: 'Căutare', exact: true }).click();
      expect(await axeViolations(page)).toEqual([]);
    }
  },
);

sharedPageTest('search pages stay out of the sitemaps', DESKTOP_ONLY, async ({ request }) => {
  // The sitemaps are the same at every width.
  const index = await (await request.get('/sitemap.xml')).text();
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  expect(children.length).toBeGreaterThan(0);
  for (const child of children) {
    expect(await (await request.get(new URL(child).pathname)).text()).not.toContain('cautare');
  }
});
