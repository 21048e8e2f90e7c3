import { expect, sharedPageTest } from './support/test';
import {
  categories,
  expectIndexable,
  jsonLd,
  LOCALES,
  localePath,
  MESSAGES,
  productPath,
  products,
  shownName,
  siteConfig,
  titleSuffix,
} from './support/seo';

for (const locale of LOCALES) {
  sharedPageTest(
    `product page (${locale}): title, canonical, hreflang, social tags, keywords and JSON-LD`,
    async ({ page, request, baseURL }) => {
      const [machine] = await products(request);
      if (!machine) throw new Error('no seeded machine');
      const config = await siteConfig(request);
      expect(config.contact_phone).toBeTruthy();
      const path = productPath(machine);

      const response = await page.goto(localePath(locale, path));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(`${machine.model} | ${titleSuffix(locale)}`);
      await expectIndexable(page, {
        baseURL: baseURL ?? '',
        locale,
        path,
        keywords: [machine.model, shownName(locale, machine.category, machine.category_en)],
      });

      const blocks = await jsonLd(page);
      const url = `${baseURL}${localePath(locale, path)}`;
      const product = blocks.find((block) => block['@type'] === 'Product');
      expect(product, 'Product JSON-LD').toMatchObject({
        name: machine.model,
        brand: { '@type': 'Brand', name: machine.model.split(' ')[0] },
      });
      const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList') as
        { itemListElement: { position: number; name: string; item: string }[] } | undefined;
      expect(breadcrumb, 'BreadcrumbList JSON-LD').toBeDefined();
      const trail = breadcrumb?.itemListElement ?? [];
      expect(trail.length).toBeGreaterThanOrEqual(2);
      expect(trail.at(-1)).toMatchObject({
        name: machine.model,
        item: url,
        position: trail.length,
      });
      expect(trail.map((item) => item.name)).toContain(
        shownName(locale, machine.category, machine.category_en),
      );
      const company = blocks.find((block) => block['@type'] === 'LocalBusiness');
      expect(company, 'LocalBusiness JSON-LD').toMatchObject({ telephone: config.contact_phone });
    },
  );
}

for (const locale of LOCALES) {
  sharedPageTest(
    `home, contact and a category page (${locale}) are indexable with their alternates`,
    async ({ page, request, baseURL }) => {
      const list = await categories(request);
      const category = list[0];
      if (!category) throw new Error('no seeded category');
      const names = list.map((item) => shownName(locale, item.name, item.name_en));
      const name = shownName(locale, category.name, category.name_en);
      const pages = [
        { path: '/home', title: titleSuffix(locale), keywords: names },
        {
          path: '/contact',
          title: `${MESSAGES[locale].ContactPage.title} | ${titleSuffix(locale)}`,
          keywords: names,
        },
        {
          path: `/categorie/${category.slug}`,
          title: `${name} | ${titleSuffix(locale)}`,
          keywords: [name],
        },
      ];
      for (const { path, title, keywords } of pages) {
        const response = await page.goto(localePath(locale, path));
        expect(response?.status(), path).toBe(200);
        await expect(page).toHaveTitle(title);
        await expectIndexable(page, { baseURL: baseURL ?? '', locale, path, keywords });
      }
      // The category's shared picture is named by its machine's model, in either language.
      const models = (await products(request))
        .filter((product) => product.category_slug === category.slug)
        .map((product) => product.model);
      expect(models.length).toBeGreaterThan(0);
      const alt = await page
        .locator('meta[property="og:image:alt"]')
        .first()
        .getAttribute('content');
      expect(models).toContain(alt);
    },
  );
}

sharedPageTest(
  'the sitemap lists every public page in both languages, each with its alternates',
  async ({ request, baseURL }) => {
    const paths = [
      '/home',
      '/contact',
      ...(await categories(request)).map((category) => `/categorie/${category.slug}`),
      ...(await products(request)).map(productPath),
    ];
    // /sitemap.xml is an index; the pages are in its child sitemaps.
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const index = await response.text();
    expect(index).toContain('<sitemapindex');
    const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(children.length).toBeGreaterThan(0);
    let xml = '';
    for (const child of children) {
      const part = await request.get(new URL(child).pathname);
      expect(part.status()).toBe(200);
      xml += await part.text();
    }
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
    const byLoc = new Map(
      entries.map((entry) => [/<loc>([^<]*)<\/loc>/.exec(entry)?.[1]?.trim() ?? '', entry]),
    );

    for (const path of paths) {
      for (const locale of LOCALES) {
        const loc = `${baseURL}${localePath(locale, path)}`;
        const entry = byLoc.get(loc);
        expect(entry, `sitemap entry ${loc}`).toBeDefined();
        const alternates = Object.fromEntries(
          [
            ...(entry ?? '').matchAll(
              /<xhtml:link\s+rel="alternate"\s+hreflang="([^"]+)"\s+href="([^"]+)"/g,
            ),
          ].map((match) => [match[1], match[2]]),
        );
        expect(alternates, `alternates of ${loc}`).toEqual({
          ro: `${baseURL}${localePath('ro', path)}`,
          en: `${baseURL}${localePath('en', path)}`,
          'x-default': `${baseURL}${localePath('ro', path)}`,
        });
      }
    }
  },
);

sharedPageTest(
  'the keywords meta names the machine types and the brands (spec §2)',
  async ({ page, request }) => {
    const listed = await categories(request);
    // The category names in each page's language (English ones on /en, issue #17).
    const typesOf = (locale: 'ro' | 'en') =>
      listed.map((category) => shownName(locale, category.name, category.name_en).toLowerCase());
    const machines = await products(request);
    // Home and contact take the brands of a bounded showcase, so that they do not grow with
    // the catalogue: the first machine (by model) of each of the first 24 categories.
    const showcase = listed
      .map((category) => machines.find((machine) => machine.category === category.name))
      .filter((machine) => machine !== undefined)
      .slice(0, 24);
    const brands = [
      ...new Set(showcase.map((machine) => machine.model.split(' ')[0]?.toLowerCase())),
    ];
    expect(brands.length).toBeGreaterThan(1);
    const keywordsOf = async (path: string) => {
      await page.goto(path);
      const content = await page.locator('meta[name="keywords"]').getAttribute('content');
      return (content ?? '').split(',').map((keyword) => keyword.trim().toLowerCase());
    };
    for (const [path, locale] of [
      ['/home', 'ro'],
      ['/en/contact', 'en'],
    ] as const) {
      expect(await keywordsOf(path), path).toEqual(
        expect.arrayContaining([...typesOf(locale), ...brands]),
      );
    }
    const [machine] = machines;
    if (!machine) throw new Error('no seeded catalogue');
    expect(await keywordsOf(productPath(machine))).toEqual(
      expect.arrayContaining([
        machine.model.toLowerCase(),
        machine.model.split(' ')[0]?.toLowerCase(),
      ]),
    );
  },
);

/**
 * Whether robots.txt lets a crawler fetch `path` (RFC 9309): the longest matching rule
 * decides, and Allow wins a tie.
 */
function robotsAllow(robotsTxt: string, path: string): boolean {
  let best = { length: -1, allow: true };
  for (const line of robotsTxt.split('\n')) {
    const rule = /^(allow|disallow):\s*(\S*)/i.exec(line.trim());
    if (!rule?.[2] || !path.startsWith(rule[2])) continue;
    const allow = rule[1]?.toLowerCase() === 'allow';
    if (rule[2].length > best.length || (rule[2].length === best.length && allow)) {
      best = { length: rule[2].length, allow };
    }
  }
  return best.allow;
}

sharedPageTest(
  'robots.txt keeps crawlers out of /admin and /api but lets them fetch the shared pictures',
  async ({ page, request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const robotsTxt = await response.text();
    expect(robotsTxt.split('\n').map((line) => line.trim())).toContain(
      `Sitemap: ${baseURL}/sitemap.xml`,
    );
    for (const path of ['/admin', '/admin/main/category', '/api/category', '/api/contact']) {
      expect(robotsAllow(robotsTxt, path), path).toBe(false);
    }
    const [machine] = await products(request);
    if (!machine) throw new Error('no seeded catalogue');
    await page.goto(productPath(machine));
    const ogImage = await page.locator('meta[property="og:image"]').first().getAttribute('content');
    const jsonLdImages = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.flatMap((script) => {
          const data = JSON.parse(script.textContent ?? '{}') as { image?: string | string[] };
          return data.image ?? [];
        }),
      );
    const shared = [ogImage, ...jsonLdImages].filter((url): url is string => Boolean(url));
    expect(shared.length).toBeGreaterThan(1);
    for (const url of ['/home', productPath(machine), ...shared.map((u) => new URL(u).pathname)]) {
      expect(robotsAllow(robotsTxt, url), url).toBe(true);
    }
  },
);

sharedPageTest(
  'public pages and the 404 page carry the security headers, with a cacheable CSP',
  async ({ request }) => {
    const [category] = await categories(request);
    const [machine] = await products(request);
    if (!category || !machine) throw new Error('no seeded catalogue');
    const pages: [string, number][] = [
      ['/home', 200],
      ['/en/contact', 200],
      [`/categorie/${category.slug}`, 200],
      [`/en${productPath(machine)}`, 200],
      ['/nu-exista-pagina', 404],
      ['/en/no-such-page', 404],
    ];
    for (const [path, status] of pages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, `${path} Content-Security-Policy`).toContain("frame-ancestors 'none'");
      // A per-request nonce would force every page to render per visit instead of from the cache.
      expect(csp, `${path} Content-Security-Policy`).not.toContain('nonce-');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toMatch(
        /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
      );
      expect(headers['x-powered-by'], path).toBeUndefined();
    }
  },
);

sharedPageTest(
  'no public HTML inlines a data: picture, in either language or on the 404 page',
  async ({ request }) => {
    const [category] = await categories(request);
    const [machine] = await products(request);
    if (!category || !machine) throw new Error('no seeded catalogue');
    const paths: [string, number][] = [];
    for (const locale of LOCALES) {
      for (const path of ['/home', '/contact', `/categorie/${category.slug}`, productPath(machine)])
        paths.push([localePath(locale, path), 200]);
      paths.push([localePath(locale, '/nu-exista-pagina'), 404]);
    }
    for (const [path, status] of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      const html = await response.text();
      expect(html, path).not.toMatch(/\ssrc(set)?="data:/i);
      expect(html, path).not.toMatch(/url\((&quot;|["'])?data:/i);
    }
  },
);
