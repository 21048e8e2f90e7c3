import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { acceptCookies } from './support/page';

interface Product {
  slug: string;
  category_slug: string | null;
}

/** Every kind of public page, found through the API, in both languages. */
async function publicPaths(page: Page): Promise<string[]> {
  const products = (await (await page.request.get('/api/product')).json()) as Product[];
  const product = products.find((entry) => entry.category_slug);
  if (!product) throw new Error('no seeded machine');
  const paths = [
    '/home',
    `/categorie/${product.category_slug}`,
    `/categorie/${product.category_slug}/utilaj/${product.slug}`,
    '/contact',
    '/pagina-care-nu-exista',
    // Search (#18): results, and nothing found.
    '/cautare?q=excavator',
    '/cautare?q=xqzzyv',
  ];
  return [...paths, ...paths.map((path) => `/en${path}`)];
}

/** The axe-core rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

test('every public page passes the WCAG 2.2 AA rules of axe, with the cookie bar showing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const path of await publicPaths(page)) {
    await page.goto(path);
    // The cookie bar appears after 1 s: audit it too.
    await expect(page.getByRole('button', { name: /^(Acceptati|Accept)$/ })).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
});

test('the product gallery dialog passes axe while it is open', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookies(context, baseURL);
  const paths = await publicPaths(page);
  await page.goto(paths[2] ?? '');
  await page.getByTestId('gallery-thumbnails').getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the keyboard reaches the skip link first and every link shows a visible focus ring', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookies(context, baseURL);
  await page.goto('/home');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: /conținut|continut/i });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  // Walk the whole page: every focused element is visible and outlined.
  const seen = new Set<string>();
  for (let step = 0; step < 60; step++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return {
        key: `${element.tagName} ${element.getAttribute('href') ?? element.textContent?.trim()}`,
        outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
        sized: box.width > 0 && box.height > 0,
      };
    });
    if (!focused) break;
    expect(focused, focused.key).toMatchObject({ outline: true, sized: true });
    seen.add(focused.key);
  }
  // Header contacts, language switch, navigation, categories, footer: many distinct stops.
  expect(seen.size).toBeGreaterThan(10);
});
