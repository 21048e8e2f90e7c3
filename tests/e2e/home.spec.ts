import { DESKTOP_ONLY, expect, sharedPageTest } from './support/test';

sharedPageTest(
  'the empty path opens /home, which lists the seeded categories in two columns',
  async ({ page, request }) => {
    const api = await request.get('/api/category');
    expect(api.ok()).toBe(true);
    const categories = (await api.json()) as { name: string; slug: string }[];
    expect(categories.length).toBeGreaterThanOrEqual(4);

    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Închiriere utilaje de construcții',
    );
    const columns = page.getByTestId('category-column');
    await expect(columns).toHaveCount(2);
    await expect(columns.first().getByRole('link')).toHaveCount(Math.ceil(categories.length / 2));
    for (const category of categories) {
      await expect(page.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
        'href',
        `/categorie/${category.slug}`,
      );
    }
  },
);

sharedPageTest(
  'English lives under /en with the same categories',
  DESKTOP_ONLY,
  async ({ page, request }) => {
    const categories = (await (await request.get('/api/category')).json()) as {
      name: string;
      name_en: string | null;
    }[];
    await page.goto('/en');
    await expect(page).toHaveURL(/\/en\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Construction equipment rental',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The demo categories have English names (issue #17).
    const first = categories[0];
    await expect(
      page.getByRole('link', { name: first?.name_en ?? first?.name ?? '' }),
    ).toBeVisible();
  },
);

sharedPageTest(
  'every public page tells search engines who the company is (LocalBusiness JSON-LD)',
  DESKTOP_ONLY,
  async ({ request }) => {
    const config = Object.fromEntries(
      (
        (await (await request.get('/api/configuration')).json()) as { key: string; value: string }[]
      ).map((entry) => [entry.key, entry.value]),
    );
    for (const path of ['/home', '/contact', '/en/home']) {
      const html = await (await request.get(path)).text();
      const blocks = [
        ...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
      ].map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>);
      const company = blocks.find((block) => block['@type'] === 'LocalBusiness');
      expect(company, path).toMatchObject({
        telephone: config.contact_phone,
        email: config.contact_mail_to,
        taxID: 'RO35123456',
      });
    }
  },
);
