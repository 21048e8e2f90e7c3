import {
  DESKTOP_ONLY,
  expect,
  sharedPageTest,
  test,
  type APIRequestContext,
  type Page,
} from './support/test';
import { BANNER_CAROUSEL } from '../../lib/site';
import { acceptCookies, finishQueuedTasks, waitForArrivalScroll } from './support/page';
import {
  categories,
  LOCALES,
  localePath,
  machineWithGallery,
  MESSAGES,
  productPath,
  siteConfig,
} from './support/seo';

/** A phone as the spec shows it: the first 4 digits, the next 3, the next 3. */
function shownPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return [digits.slice(0, 4), digits.slice(4, 7), digits.slice(7)].filter(Boolean).join(' ');
}

test.describe('a browser set to English', () => {
  test.use({ locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' } });

  test(
    'opening the site still starts in Romanian on /home (the browser language never redirects)',
    DESKTOP_ONLY,
    async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/home$/);
      expect(new URL(page.url()).pathname).toBe('/home');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.ro.Home.title);
      await expect(
        page.getByRole('navigation', { name: MESSAGES.ro.Nav.label }).getByRole('link'),
      ).toHaveText([MESSAGES.ro.Nav.home, MESSAGES.ro.Nav.offer, MESSAGES.ro.Nav.contact]);
    },
  );
});

for (const locale of LOCALES) {
  sharedPageTest(
    `the footer shows the company, its legal ids and the configured phone and e-mail (${locale})`,
    async ({ page, request }) => {
      const config = await siteConfig(request);
      const phone = config.contact_phone ?? '';
      const mail = config.contact_mail_to ?? '';
      expect(phone).toBeTruthy();
      expect(mail).toBeTruthy();
      const t = MESSAGES[locale].Footer;

      await page.goto(localePath(locale, '/home'));
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(t.companyName);
      await expect(footer).toContainText(t.taxIdLabel);
      await expect(footer).toContainText(t.taxId);
      await expect(footer).toContainText(t.registerLabel);
      await expect(footer).toContainText(t.register);
      const phoneLink = footer.getByRole('link', { name: shownPhone(phone) });
      await expect(phoneLink).toBeVisible();
      await expect(phoneLink).toContainText(shownPhone(phone));
      await expect(phoneLink).toHaveAttribute('href', `tel:${phone.replace(/[^\d+]/g, '')}`);
      const mailLink = footer.getByRole('link', { name: mail });
      await expect(mailLink).toBeVisible();
      await expect(mailLink).toHaveAttribute('href', `mailto:${mail}`);
    },
  );
}

/**
 * Opens a page and waits until its carousel holds every banner (the rest load 1 s after the
 * first shows), so advancing is possible from there; skips when there is only one banner.
 */
async function openCarousel(page: Page, request: APIRequestContext, path: string) {
  const banners = (await (await request.get('/api/banner')).json()) as unknown[];
  test.skip(banners.length < 2, 'the demo data has a single banner: nothing to advance to');
  await page.goto(path);
  const carousel = page.getByTestId('banner-carousel');
  await expect(carousel).toHaveAttribute('data-count', String(banners.length), {
    timeout: 10_000,
  });
  return { carousel, banners };
}

test.describe('the banner carousel', () => {
  test(
    'hovering it holds the current slide past the 4 s advance; leaving lets it move on',
    DESKTOP_ONLY,
    async ({ page, request, context, baseURL }) => {
      await acceptCookies(context, baseURL);
      await page.clock.install();
      const { carousel } = await openCarousel(page, request, '/home');
      // While held, the slides are announced (aria-live): the carousel knows it is hovered.
      const slides = carousel.locator('[aria-live]');
      await carousel.hover();
      await expect(slides).toHaveAttribute('aria-live', 'polite');
      const held = await carousel.getAttribute('data-index');
      await page.clock.fastForward(BANNER_CAROUSEL.advanceMs + 700);
      await finishQueuedTasks(page);
      await expect(carousel).toHaveAttribute('data-index', held ?? '');

      // Off the carousel again, it advances by itself.
      const box = await page.getByRole('contentinfo').boundingBox();
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.mouse.move((box?.x ?? 0) + 5, (box?.y ?? 0) + 5);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(slides).toHaveAttribute('aria-live', 'off');
      await page.clock.fastForward(BANNER_CAROUSEL.advanceMs);
      await expect(carousel).not.toHaveAttribute('data-index', held ?? '');
    },
  );

  test('its pause button stops it for good, and play starts it again (WCAG 2.2.2)', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await acceptCookies(context, baseURL);
    await page.clock.install();
    const { carousel } = await openCarousel(page, request, '/home');
    const pause = carousel.getByRole('button', { name: 'Oprește derularea imaginilor' });
    // The control is in the server HTML, so showing it moves nothing.
    const html = await (await request.get('/home')).text();
    expect(html).toContain('aria-label="Oprește derularea imaginilor"');
    await pause.click();
    const play = carousel.getByRole('button', { name: 'Pornește derularea imaginilor' });
    await expect(play).toBeFocused();
    // Away from the carousel (no hover, no focus), it still holds its slide.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const held = await carousel.getAttribute('data-index');
    await page.clock.fastForward(BANNER_CAROUSEL.advanceMs * 2);
    await finishQueuedTasks(page);
    await expect(carousel).toHaveAttribute('data-index', held ?? '');
    // Play runs it even with the pointer and the focus still on the button.
    await play.click();
    await expect(pause).toBeVisible();
    await page.clock.fastForward(BANNER_CAROUSEL.advanceMs);
    await expect(carousel).not.toHaveAttribute('data-index', held ?? '');
  });

  test(
    'with reduced motion asked for, it does not advance by itself (en)',
    DESKTOP_ONLY,
    async ({ page, request, context, baseURL }) => {
      await acceptCookies(context, baseURL);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.install();
      const { carousel, banners } = await openCarousel(page, request, '/en/home');
      // Reduced motion holds it as a hover would: the slides are announced.
      await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
      const shown = await carousel.getAttribute('data-index');
      await page.clock.fastForward(BANNER_CAROUSEL.advanceMs + 1000);
      await finishQueuedTasks(page);
      await expect(carousel).toHaveAttribute('data-index', shown ?? '');
      // It still moves when asked to (by a dot: phones have no arrows).
      const next = (Number(shown) + 1) % banners.length;
      const goTo = MESSAGES.en.Banners.goTo.replace('{number}', String(next + 1));
      await carousel.getByRole('button', { name: goTo }).click();
      await expect(carousel).toHaveAttribute('data-index', String(next));
    },
  );
});

for (const locale of LOCALES) {
  sharedPageTest(
    `home opens at the top when reached from a scrolled page (${locale})`,
    DESKTOP_ONLY,
    async ({ page, context, baseURL }) => {
      await acceptCookies(context, baseURL);
      await page.goto(localePath(locale, '/contact'));
      const room = await page.evaluate(
        () => document.documentElement.scrollHeight - window.innerHeight,
      );
      expect(room, 'the contact page is taller than the screen').toBeGreaterThan(600);
      // Wait for the page's own arrival scroll (450 px down), then go further down.
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(450);
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);

      const t = MESSAGES[locale].Nav;
      await page
        .getByRole('navigation', { name: t.label })
        .getByRole('link', { name: t.home })
        .click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/home')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES[locale].Home.title);
      await waitForArrivalScroll(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    },
  );
}

for (const locale of LOCALES) {
  sharedPageTest(
    `the gallery modal browses, keeps focus inside and gives it back on Escape (${locale})`,
    locale === 'en' ? DESKTOP_ONLY : {},
    async ({ page, request, context, baseURL }) => {
      // The modal on a phone is checked once, in Romanian; in English only its labels differ.
      const machine = await machineWithGallery(request, 2);
      const count = machine.gallery?.length ?? 0;
      const t = MESSAGES[locale].Product;
      const counter = (number: number) =>
        t.counter.replace('{number}', String(number)).replace('{count}', String(count));
      await acceptCookies(context, baseURL);
      await page.goto(localePath(locale, productPath(machine)));
      await expect(page.getByRole('heading', { level: 2, name: t.gallery })).toBeVisible();

      const opener = page.getByRole('button', { name: t.openPhoto.replace('{number}', '2') });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: machine.model });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: machine.model })).toBeVisible();
      const photo = dialog.getByTestId('gallery-photo');
      await expect(dialog.getByTestId('gallery-counter')).toHaveText(counter(2));
      await expect(photo).toBeVisible();
      const first = await photo.getAttribute('src');

      await dialog.getByRole('button', { name: t.next }).click();
      await expect(dialog.getByTestId('gallery-counter')).toHaveText(counter(3 > count ? 1 : 3));
      await expect(photo).not.toHaveAttribute('src', first ?? '');
      await dialog.getByRole('button', { name: t.previous }).click();
      await expect(dialog.getByTestId('gallery-counter')).toHaveText(counter(2));
      await expect(photo).toHaveAttribute('src', first ?? '');

      // Tab and Shift+Tab wrap inside the dialog: focus is never on the page behind it, nor
      // handed to the browser's own interface (document.activeElement would be <body>).
      const focusable = await dialog
        .locator('a[href], button:not([disabled]), input, select, textarea, [tabindex]')
        .count();
      const focusIsIn = () =>
        page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body) return 'browser';
          if (active.closest('dialog[open]')) return 'dialog';
          return `page: ${active.outerHTML.slice(0, 80)}`;
        });
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let press = 1; press <= focusable + 3; press++) {
          await page.keyboard.press(key);
          expect(await focusIsIn(), `focus after ${key} ×${press}`).toBe('dialog');
        }
      }

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    },
  );
}

sharedPageTest(
  '/en/version answers in English with the version and the commit of the build',
  DESKTOP_ONLY,
  async ({ page, request }) => {
    const api = (await (await request.get('/api/version')).json()) as {
      version: string;
      default: { shortHash: string | null };
    };
    const response = await page.goto('/en/version');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const t = MESSAGES.en.Version;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    const ui = page.getByTestId('version-ui');
    const value = (label: string) =>
      ui.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expect(value(t.version)).toHaveText('1.0.7');
    expect(api.version).toBe('1.0.7');
    // The build was made from a commit: its short hash, the same one GET /api/version gives.
    expect(api.default.shortHash ?? '').toMatch(/^[0-9a-f]{7,}$/);
    await expect(value(t.commit)).toHaveText(api.default.shortHash ?? '');
  },
);

sharedPageTest(
  'an unknown category under /en shows the first category, in English',
  DESKTOP_ONLY,
  async ({ page, request, baseURL }) => {
    const [first] = await categories(request);
    if (!first) throw new Error('no seeded category');
    const response = await page.goto('/en/categorie/no-such-category');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // In English, the category's English name when it has one (issue #17).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name_en ?? first.name);
    await expect(
      page.getByRole('heading', { name: MESSAGES.en.Catalogue.menuHeading, exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: MESSAGES.en.Nav.label }).getByRole('link'),
    ).toHaveText([MESSAGES.en.Nav.home, MESSAGES.en.Nav.offer, MESSAGES.en.Nav.contact]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/en/categorie/${first.slug}`,
    );
  },
);
