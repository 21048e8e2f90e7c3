import { expect, sharedPageTest, type Page } from './support/test';
import { acceptCookies } from './support/page';
import { axeViolations } from './support/axe';

interface Product {
  slug: string;
  category_slug: string | null;
}

/** Every kind of public page, in both languages; the machine and its category from the API. */
const pageKinds = {
  home: () => '/home',
  category: (product) => `/categorie/${product.category_slug}`,
  machine: (product) => `/categorie/${product.category_slug}/utilaj/${product.slug}`,
  contact: () => '/contact',
  'not found': () => '/pagina-care-nu-exista',
  // Search (#18): results, and nothing found.
  'search results': () => '/cautare?q=excavator',
  'search, nothing found': () => '/cautare?q=xqzzyv',
} satisfies Record<string, (product: Product) => string>;

async function seededProduct(page: Page): Promise<Product> {
  const products = (await (await page.request.get('/api/product')).json()) as Product[];
  const product = products.find((entry) => entry.category_slug);
  if (!product) throw new Error('no seeded machine');
  return product;
}

// One test per page, run side by side, so the audits (about 1.5 s each) spread over the
// workers.
sharedPageTest.describe.configure({ mode: 'parallel' });

// The cookie bar is the same on every page: it is audited on the home page, in each language
// and at each width, once it has shown (after 1 s, then a fade); the other pages are audited
// with consent given, so they wait for no bar.
for (const [kind, pathOf] of Object.entries(pageKinds)) {
  const withBar = kind === 'home';
  for (const prefix of ['', '/en']) {
    sharedPageTest(
      `${prefix || '/ro'} ${kind} passes the WCAG 2.2 AA rules of axe${withBar ? ', with the cookie bar showing' : ''}`,
      async ({ page, context, baseURL }) => {
        const path = `${prefix}${pathOf(await seededProduct(page))}`;
        if (!withBar) await acceptCookies(context, baseURL);
        await page.goto(path);
        if (withBar) {
          // Half-way through its fade, the bar's text has not yet its final contrast.
          const bar = page.getByTestId('cookie-bar');
          await expect(bar.getByRole('button', { name: /^(Acceptati|Accept)$/ })).toBeVisible();
          await bar.evaluate((element) =>
            Promise.all(element.getAnimations().map((animation) => animation.finished)),
          );
        }
        expect(await axeViolations(page), path).toEqual([]);
      },
    );
  }
}

sharedPageTest(
  'the product gallery dialog passes axe while it is open',
  async ({ page, context, baseURL }) => {
    await acceptCookies(context, baseURL);
    await page.goto(pageKinds.machine(await seededProduct(page)));
    await page.getByTestId('gallery-thumbnails').getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  },
);

sharedPageTest(
  'the keyboard reaches the skip link first and every link shows a visible focus ring',
  async ({ page, context, baseURL }) => {
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
  },
);
