import { DESKTOP_ONLY, expect, MOBILE_ONLY, sharedPageTest, test, type Page } from './support/test';
import { COOKIE_CONSENT } from '../../lib/site';
import { pageScriptSources } from '../../server/late-scripts.mjs';
import { acceptCookies, finishQueuedTasks, waitForHydration } from './support/page';

async function cookieValue(page: Page, name: string) {
  return (await page.context().cookies()).find((cookie) => cookie.name === name)?.value;
}

sharedPageTest(
  'the header shows the configured phones 4-3-3 as tel: links and the e-mails as mailto:',
  async ({ page, request }) => {
    const entries = (await (await request.get('/api/configuration')).json()) as {
      key: string;
      value: string;
    }[];
    const config = Object.fromEntries(entries.map((entry) => [entry.key, entry.value]));
    expect(config.contact_phone_second).toBeTruthy();

    await page.goto('/home');
    const contacts = page.getByTestId('header-contacts');
    for (const [phone, shown] of [
      [config.contact_phone ?? '', '0722 123 456'],
      [config.contact_phone_second ?? '', '0213 456 789'],
    ] as const) {
      await expect(contacts.getByRole('link', { name: shown })).toHaveAttribute(
        'href',
        `tel:${phone.replace(/\s/g, '')}`,
      );
    }
    for (const mail of [config.contact_mail_to, config.contact_mail_to_second]) {
      await expect(contacts.getByRole('link', { name: mail })).toHaveAttribute(
        'href',
        `mailto:${mail}`,
      );
    }
    await expect(page.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      /facebook\.com/,
    );
  },
);

sharedPageTest(
  'RO / EN keep the path, and the choice is remembered (localStorage and cookie)',
  async ({ page, context, baseURL }) => {
    await acceptCookies(context, baseURL);
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'RO', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'EN', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.getByRole('button', { name: 'RO', exact: true })).not.toHaveAttribute(
      'aria-current',
    );
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
    await expect.poll(() => cookieValue(page, 'locale')).toBe('en');

    await page.reload();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    // Opening the site again starts in the saved language.
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/home$/);

    await page.getByRole('button', { name: 'RO', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page).not.toHaveURL(/\/en\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ro');
    await expect.poll(() => cookieValue(page, 'locale')).toBe('ro');
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page).not.toHaveURL(/\/en\//);
  },
);

sharedPageTest(
  'a visit that starts on a page in the other language opens it in the saved one',
  DESKTOP_ONLY,
  async ({ page, context, baseURL, request }) => {
    await acceptCookies(context, baseURL);
    const [first] = (await (await request.get('/api/category')).json()) as { slug: string }[];
    await context.addCookies([{ name: 'locale', value: 'en', url: baseURL }]);

    // Typed, bookmarked or followed from a search engine: the same page, in English.
    await page.goto(`/categorie/${first?.slug}?from=search`);
    await expect(page).toHaveURL(new RegExp(`/en/categorie/${first?.slug}\\?from=search$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // Within the site the page asked for wins; it does not change the choice.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/contact';
      document.body.append(link);
      link.click();
    });
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
    expect(await cookieValue(page, 'locale')).toBe('en');

    // Choosing RO is a choice: the next visit that starts on an English page is Romanian.
    await page.goto('/en/contact');
    await page.getByRole('button', { name: 'RO', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    // The choice is stored by the page once it has switched: wait for it, not for the address.
    await expect.poll(() => cookieValue(page, 'locale')).toBe('ro');
    await page.goto('/en/home');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page).not.toHaveURL(/\/en\//);

    // Without a choice (a search engine's crawler) every page answers as asked, and seeing a
    // page in one language is not taken for a choice.
    const romanian = await request.get('/home', { maxRedirects: 0 });
    expect(romanian.headers()['set-cookie'] ?? '').not.toMatch(/(^|\s)locale=/);
    const english = await request.get('/en/home', { maxRedirects: 0 });
    expect(english.status()).toBe(200);
    expect(await english.text()).toContain('<html lang="en"');
  },
);

sharedPageTest(
  'a language saved only in localStorage is used on start, and the cookie follows it',
  DESKTOP_ONLY,
  async ({ page, context, baseURL }) => {
    await acceptCookies(context, baseURL);
    await context.clearCookies({ name: 'locale' });
    // A first visit stores the language it is in ("otherwise ro is set"), as no choice.
    await page.goto('/home');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('locale'))).toBe('ro');
    expect(await cookieValue(page, 'locale')).toBeUndefined();

    // A choice kept only in localStorage (an older visit whose cookie is gone).
    await page.evaluate(() => {
      localStorage.setItem('locale', 'en');
      localStorage.removeItem('locale-from-page');
    });
    await page.goto('/contact');
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect.poll(() => cookieValue(page, 'locale')).toBe('en');

    // The site's root too (#34 audit): the cookie cleared again, `/` opens in English and
    // the choice is not overwritten with ro.
    await context.clearCookies({ name: 'locale' });
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/home$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
    await expect.poll(() => cookieValue(page, 'locale')).toBe('en');
  },
);

sharedPageTest(
  'the main navigation highlights the current page; offer opens the first category',
  async ({ page, request, context, baseURL }) => {
    await acceptCookies(context, baseURL);
    const categories = (await (await request.get('/api/category')).json()) as { slug: string }[];
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: 'Navigare principală' });
    await expect(nav.getByRole('link')).toHaveText(['Acasă', 'Ofertă', 'Contact']);
    await expect(nav.getByRole('link', { name: 'Acasă' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Contact' })).not.toHaveAttribute('aria-current');
    await expect(nav.getByRole('link', { name: 'Ofertă' })).toHaveAttribute(
      'href',
      `/categorie/${categories[0]?.slug}`,
    );

    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Acasă' })).not.toHaveAttribute('aria-current');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
  },
);

test('a page is prefetched when the visitor reaches for its link, not every link on arrival', async ({
  page,
}) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['rsc']) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/home');
  const link = page.getByTestId('category-column').first().getByRole('link').first();
  await expect(link).toBeVisible();
  // Next's own links prefetch what they show once the page is hydrated and idle; nothing may
  // go out then: wait for that moment and for the network to have nothing left to do.
  await waitForHydration(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.waitForLoadState('networkidle');
  expect(prefetched).toEqual([]);

  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/categorie\//);
  await link.hover();
  await expect.poll(() => prefetched).toContain(href);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

sharedPageTest(
  'the loading overlay shows while a navigation waits, then goes away',
  DESKTOP_ONLY,
  async ({ page, context, baseURL }) => {
    await acceptCookies(context, baseURL);
    // Every request of the router (prefetch or navigation) is held until the overlay has been
    // seen, so the navigation is visibly under way. (Aborting prefetches instead makes Next fall
    // back to a full page load, which shows no overlay.)
    let overlaySeen: () => void = () => {};
    const seen = new Promise<void>((resolve) => (overlaySeen = resolve));
    await page.route('**/*', async (route) => {
      if (route.request().headers()['rsc']) await seen;
      await route.continue().catch(() => undefined);
    });
    await page.goto('/home');
    // A click before hydration is the browser's own full load, with no overlay to show.
    await waitForHydration(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByTestId('loading-overlay')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    overlaySeen();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  },
);

for (const [button, value] of [
  ['Acceptati', 'true'],
  ['Refuzati', 'false'],
] as const) {
  test(
    `the cookie bar shows after a second; '${button}' saves cookie_consent=${value}`,
    button === 'Refuzati' ? DESKTOP_ONLY : {},
    async ({ page }) => {
      // The bar on a phone is checked once, with 'Acceptati'; refusing only saves another value.
      await page.goto('/home');
      const bar = page.getByTestId('cookie-bar');
      await expect(bar).toBeVisible({ timeout: 5000 });
      expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(1000);
      await expect(bar.getByRole('link', { name: 'Aflați mai multe' })).toHaveAttribute(
        'href',
        '/contact#privacy',
      );

      await bar.getByRole('button', { name: button }).click();
      await expect(bar).toHaveCount(0);
      // document.cookie reaches the browser's cookie store a moment after the page wrote it.
      await expect.poll(() => cookieValue(page, COOKIE_CONSENT.name)).toBe(value);
      const cookie = (await page.context().cookies()).find((c) => c.name === COOKIE_CONSENT.name);
      expect(cookie?.path).toBe('/');
      expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);

      // Answered: past the bar's delay after a new load, it stays away.
      await page.clock.install();
      await page.reload();
      await waitForHydration(page);
      await page.clock.runFor(COOKIE_CONSENT.delayMs + 500);
      await finishQueuedTasks(page);
      await expect(bar).toHaveCount(0);
    },
  );
}

sharedPageTest(
  "the footer's button scrolls back to the top",
  async ({ page, context, baseURL }) => {
    await acceptCookies(context, baseURL);
    await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height: 400 });
    await page.goto('/home');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('J40/1234/2015');
    await expect(footer.getByRole('link', { name: /Google Maps/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\//,
    );
    await footer.getByRole('button', { name: 'Înapoi sus' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await footer.getByRole('button', { name: 'Înapoi sus' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  },
);

for (const [path, locale, title] of [
  ['/nimic', 'ro', 'Pagina nu a fost găsită'],
  ['/en/nothing', 'en', 'Page not found'],
] as const) {
  sharedPageTest(
    `an unknown path (${path}) answers 404 with the ${locale} not-found page`,
    DESKTOP_ONLY,
    async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('banner')).toBeVisible();
    },
  );
}

// Next sends notFound() pages as an empty document (vercel/next.js#62228); the server sends
// the site's not-found view instead, so crawlers and visitors without JavaScript see it.
sharedPageTest(
  'every 404 carries its text, language, title and styles in the server HTML',
  DESKTOP_ONLY,
  async ({ request, browser, baseURL }) => {
    const categories = (await (await request.get('/api/category')).json()) as { slug: string }[];
    // Under /categorie/ first: the view once kept the offer marked for every later address.
    const cases = [
      [`/categorie/${categories[0]?.slug}/utilaj/inexistent`, 'ro'],
      [`/en/categorie/${categories[0]?.slug}/utilaj/inexistent`, 'en'],
      ['/nu-exista', 'ro'],
      ['/en/nu-exista', 'en'],
      ['/x.png', 'ro'],
      ['/pagina-negasita', 'ro'],
    ] as const;
    for (const [path, locale] of cases) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      const title = locale === 'ro' ? 'Pagina nu a fost găsită' : 'Page not found';
      expect(html, path).not.toContain('__next_error__');
      expect(html, path).toContain(`<html lang="${locale}"`);
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      // The site's CSS, inline (next.config.ts: inlineCss).
      expect(html, path).toMatch(/<style data-precedence="next"[^>]*>:root\{--color-brand/);
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
      // No nav item is current, whichever address the view was first rendered for.
      expect(html, path).not.toContain('aria-current="page"');
    }
    // Without JavaScript the page shows its text inside the site's shell.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/en/categorie/nope/utilaj/nope');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/categorie\/nope\/utilaj\/nope$/);
    await context.close();
  },
);

// Every kind of 404 (unknown path, unknown product, unknown category and product, a path under
// a page, the wrong case) carries the translated not-found title, and no nav item is current.
for (const [locale, title] of [
  ['ro', 'Pagina nu a fost găsită'],
  ['en', 'Page not found'],
] as const) {
  sharedPageTest(
    `every 404 page (${locale}) has the not-found title and highlights no nav item`,
    DESKTOP_ONLY,
    async ({ page, request }) => {
      const categories = (await (await request.get('/api/category')).json()) as { slug: string }[];
      const prefix = locale === 'en' ? '/en' : '';
      for (const path of [
        '/nu-exista',
        `/categorie/${categories[0]?.slug}/utilaj/nope`,
        '/categorie/nope/utilaj/x',
        '/home/x',
        '/HOME',
      ]) {
        const response = await page.goto(`${prefix}${path}`);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title);
        await expect(page, path).toHaveTitle(title);
        const nav = page.getByRole('navigation', {
          name: /^(Navigare principală|Main navigation)$/,
        });
        await expect(nav.getByRole('link'), path).toHaveCount(3);
        await expect(nav.locator('[aria-current]'), path).toHaveCount(0);
      }
    },
  );
}

sharedPageTest(
  '/favicon.ico leads to the site icon, and pages still link the icon',
  DESKTOP_ONLY,
  async ({ page, request }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
    await page.goto('/home');
    await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /icon/);
  },
);

sharedPageTest(
  '/version shows the app version and the build of the interface and of the API',
  DESKTOP_ONLY,
  async ({ page }) => {
    await page.goto('/version');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Informații despre versiune');
    await expect(page.getByTestId('version-ui')).toContainText('1.0.7');
    await expect(page.getByTestId('version-api')).toContainText('1.0.7');
  },
);

sharedPageTest(
  '/version and /en/version show the site header, without banners, navigation or footer',
  DESKTOP_ONLY,
  async ({ page, context, baseURL }) => {
    await acceptCookies(context, baseURL);
    for (const [path, locale, home, logo, heading] of [
      [
        '/version',
        'ro',
        '/home',
        'Inchirieri Utilaje – pagina principală',
        'Informații despre versiune',
      ],
      ['/en/version', 'en', '/en/home', 'Inchirieri Utilaje – home page', 'Version information'],
    ] as const) {
      // A first visit: no saved language sends it elsewhere.
      await context.clearCookies({ name: 'locale' });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: logo })).toHaveAttribute('href', home);
      await expect(page.getByTestId('header-contacts').getByRole('link').first()).toHaveAttribute(
        'href',
        /^tel:/,
      );
      await expect(
        header.getByRole('button', { name: locale.toUpperCase(), exact: true }),
      ).toHaveAttribute('aria-current', 'true');
      await expect(header.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
        'href',
        /facebook\.com/,
      );
      await expect(page.getByTestId('banner-carousel')).toHaveCount(0);
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    }

    // The language switch keeps the page: /en/version -> /version -> /en/version.
    await page.getByRole('banner').getByRole('button', { name: 'RO', exact: true }).click();
    await expect(page).toHaveURL(/\/version$/);
    await expect(page).not.toHaveURL(/\/en\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Informații despre versiune');
    await page.getByRole('banner').getByRole('button', { name: 'EN', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/version$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Version information');
  },
);

sharedPageTest('every page carries the security headers', DESKTOP_ONLY, async ({ request }) => {
  const response = await request.get('/home');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-powered-by']).toBeUndefined();
});

sharedPageTest(
  'a page is painted before its scripts are asked for, and then comes alive',
  DESKTOP_ONLY,
  async ({ page, request }) => {
    // A cached page (sent whole) and a dynamic one (streamed): server/late-scripts.mjs.
    for (const path of ['/home', '/contact']) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toMatch(/<script src="[^"]+" async="">/);
      const sources = pageScriptSources(html);
      expect(sources.length, path).toBeGreaterThan(3);

      await page.goto(path);
      await waitForHydration(page);
      const { paint, requests } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        requests: performance
          .getEntriesByType('resource')
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
      }));
      expect(paint, path).not.toBeNull();
      for (const source of sources) {
        const request = requests.find((entry) => entry.path === source);
        expect(request, `${path}: ${source}`).toBeDefined();
        expect(request?.start, `${path}: ${source}`).toBeGreaterThanOrEqual(paint ?? Infinity);
      }
    }
    // Alive: the language switch, a React button, works.
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/contact$/);
  },
);

sharedPageTest(
  'the runtime every page starts with is compiled off the main thread; page code is not',
  DESKTOP_ONLY,
  async ({ request }) => {
    // scripts/compile-hints.mjs marks the build's runtime chunks with V8's compile hint.
    const HINT = '//# allFunctionsCalledOnLoad\n';
    const marked: string[][] = [];
    for (const path of ['/home', '/en/contact']) {
      const html = await (await request.get(path)).text();
      const sources = pageScriptSources(html);
      const scripts = await Promise.all(
        sources.map(async (src) => ({ src, code: await (await request.get(src)).text() })),
      );
      const hinted = scripts.filter((script) => script.code.startsWith(HINT));
      // React DOM, the largest script of any page, is among them; the page's own chunks are not.
      const largest = scripts.reduce((a, b) => (b.code.length > a.code.length ? b : a));
      expect(hinted.map((script) => script.src)).toContain(largest.src);
      expect(hinted.length).toBeLessThan(scripts.length);
      marked.push(hinted.map((script) => script.src).sort());
    }
    expect(marked[0]).toEqual(marked[1]);
  },
);

sharedPageTest('the header has its own layout on phones (below 529px)', async ({ page }) => {
  await page.goto('/home');
  const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
  const contacts = page.getByTestId('header-contacts');
  const list = await contacts.boundingBox();
  const phone = await contacts.getByRole('link').nth(0).boundingBox();
  const mail = await contacts.getByRole('link').nth(1).boundingBox();
  if (!logo || !list || !phone || !mail) throw new Error('the header is not laid out');
  const width = page.viewportSize()?.width ?? 0;
  if (width < 529) {
    // Phones: the contacts sit in a strip under the logo, each pair on one row.
    expect(list.y).toBeGreaterThanOrEqual(logo.y + logo.height);
    expect(Math.abs(phone.y - mail.y)).toBeLessThan(4);
    expect(list.width).toBeGreaterThanOrEqual(width - 1);
  } else {
    // Desktop: logo, contacts and tools on one row; each pair stacked, phone over e-mail.
    expect(list.y).toBeLessThan(logo.y + logo.height);
    expect(mail.y).toBeGreaterThan(phone.y);
    // The second pair under the first, starting where it starts.
    const second = await contacts.getByRole('link').nth(2).boundingBox();
    expect(second?.y).toBeGreaterThan(mail.y);
    expect(second?.x).toBeCloseTo(phone.x, 0);
  }
});

// The phone widths below are the phone project's: a desktop window as narrow would only run
// the same layout a second time.
sharedPageTest(
  'the header e-mail wraps only after the @ on narrow phones, never inside a word',
  MOBILE_ONLY,
  async ({ page }) => {
    for (const width of [320, 349, 360, 375]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/home');
      const link = page.getByTestId('header-contacts').getByRole('link', { name: /@/ }).first();
      await expect(link).toBeVisible();
      // Each side of the address is laid out on a single line, whatever wraps.
      const lineCounts = await link.evaluate((anchor) =>
        [...anchor.querySelectorAll('span:not(.sr-only) > span')].map((part) => {
          const range = document.createRange();
          range.selectNodeContents(part);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }),
      );
      expect(lineCounts, `at ${width}px`).toEqual([1, 1]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    }
  },
);

sharedPageTest(
  'no page scrolls sideways on a 320 px phone, in either language (#34)',
  MOBILE_ONLY,
  async ({ page }) => {
    const products = (await (await page.request.get('/api/product')).json()) as {
      slug: string;
      category_slug: string | null;
    }[];
    const machine = products.find((product) => product.category_slug);
    await page.setViewportSize({ width: 320, height: 640 });
    for (const prefix of ['', '/en']) {
      for (const path of [
        '/home',
        `/categorie/${machine?.category_slug}`,
        `/categorie/${machine?.category_slug}/utilaj/${machine?.slug}`,
        '/contact',
        '/cautare?q=excavator',
        '/pagina-care-nu-exista',
      ]) {
        await page.goto(`${prefix}${path}`);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${prefix}${path}`).toBeLessThanOrEqual(0);
      }
    }
  },
);
