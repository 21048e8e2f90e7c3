import { expect, test } from '@playwright/test';
import {
  categories,
  expectIndexable,
  jsonLd,
  LOCALES,
  localePath,
  MESSAGES,
  productPath,
  products,
  siteConfig,
  titleSuffix,
} from './support/seo';

for (const locale of LOCALES) {
  test(`product page (${locale}): title, canonical, hreflang, social tags, keywords and JSON-LD`, async ({
    page,
    request,
    baseURL,
  }) => {
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
      keywords: [machine.model, machine.category],
    });

    const blocks = await jsonLd(page);
    const url = `${baseURL}${localePath(locale, path)}`;
    const product = blocks.find((block) => block['@type'] === 'Product');
    expect(product, 'Product JSON-LD').toMatchObject({ name: machine.model });
    const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList') as
      { itemListElement: { position: number; name: string; item: string }[] } | undefined;
    expect(breadcrumb, 'BreadcrumbList JSON-LD').toBeDefined();
    const trail = breadcrumb?.itemListElement ?? [];
    expect(trail.length).toBeGreaterThanOrEqual(2);
    expect(trail.at(-1)).toMatchObject({ name: machine.model, item: url, position: trail.length });
    expect(trail.map((item) => item.name)).toContain(machine.category);
    const company = blocks.find((block) => block['@type'] === 'LocalBusiness');
    expect(company, 'LocalBusiness JSON-LD').toMatchObject({ telephone: config.contact_phone });
  });
}

for (const locale of LOCALES) {
  test(`home, contact and a category page (${locale}) are indexable with their alternates`, async ({
    page,
    request,
    baseURL,
  }) => {
    const list = await categories(request);
    const category = list[0];
    if (!category) throw new Error('no seeded category');
    const names = list.map((item) => item.name);
    const pages = [
      { path: '/home', title: titleSuffix(locale), keywords: names },
      {
        path: '/contact',
        title: `${MESSAGES[locale].ContactPage.title} | ${titleSuffix(locale)}`,
        keywords: names,
      },
      {
        path: `/categorie/${category.slug}`,
        title: `${category.name} | ${titleSuffix(locale)}`,
        keywords: [category.name],
      },
    ];
    for (const { path, title, keywords } of pages) {
      const response = await page.goto(localePath(locale, path));
      expect(response?.status(), path).toBe(200);
      await expect(page).toHaveTitle(title);
      await expectIndexable(page, { baseURL: baseURL ?? '', locale, path, keywords });
    }
  });
}

test('the sitemap lists every public page in both languages, each with its alternates', async ({
  request,
  baseURL,
}) => {
  const paths = [
    '/home',
    '/contact',
    ...(await categories(request)).map((category) => `/categorie/${category.slug}`),
    ...(await products(request)).map(productPath),
  ];
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
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
});

test('robots.txt keeps crawlers out of /admin and /api and names the sitemap', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split('\n').map((line) => line.trim());
  const disallowed = lines
    .filter((line) => /^disallow:/i.test(line))
    .map((line) => line.replace(/^disallow:\s*/i, ''));
  // A Disallow rule is a path prefix: '/api' or '/api/' both keep every API URL out.
  expect(disallowed.some((rule) => rule === '/admin' || rule === '/admin/')).toBe(true);
  expect(disallowed.some((rule) => rule === '/api' || rule === '/api/')).toBe(true);
  expect(disallowed).not.toContain('/');
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('public pages and the 404 page carry the security headers, with a cacheable CSP', async ({
  request,
}) => {
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
});

test('no public HTML inlines a data: picture, in either language or on the 404 page', async ({
  request,
}) => {
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
});
