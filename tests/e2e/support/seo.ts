import { expect, type APIRequestContext, type Page } from '@playwright/test';
import en from '../../../messages/en.json';
import ro from '../../../messages/ro.json';

export type Locale = 'ro' | 'en';
export const LOCALES: Locale[] = ['ro', 'en'];
export const MESSAGES = { ro, en } as const;

export interface Category {
  uuid: string;
  name: string;
  name_en: string | null;
  slug: string;
}

export interface Product {
  uuid: string;
  model: string;
  slug: string;
  category: string;
  category_en: string | null;
  category_slug: string | null;
  gallery?: { url: string }[];
}

/** A catalogue name as a page in `locale` shows it: English when translated (issue #17). */
export function shownName(locale: Locale, ro: string, en: string | null): string {
  return locale === 'en' && en ? en : ro;
}

/** The public path of a page in a language: ro has no prefix, en lives under /en. */
export function localePath(locale: Locale, path: string): string {
  return locale === 'ro' ? path : `/en${path}`;
}

/** The site's own ending of every page title: '{site name} - {tagline}' in the language. */
export function titleSuffix(locale: Locale): string {
  const { siteName, tagline } = MESSAGES[locale].Metadata;
  return `${siteName} - ${tagline}`;
}

export async function categories(request: APIRequestContext): Promise<Category[]> {
  const response = await request.get('/api/category');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Category[];
}

/** Every machine that belongs to a category (the ones with a public page). */
export async function products(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get('/api/product');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Product[]).filter((product) => product.category_slug);
}

/** The first machine with at least `pictures` gallery pictures, read with its gallery. */
export async function machineWithGallery(
  request: APIRequestContext,
  pictures = 0,
): Promise<Product> {
  for (const product of await products(request)) {
    const response = await request.get(`/api/product/${product.category_slug}/${product.slug}`);
    if (!response.ok()) continue;
    const full = (await response.json()) as Product;
    if ((full.gallery?.length ?? 0) >= pictures) return { ...product, ...full };
  }
  throw new Error(`no seeded machine with ${pictures} gallery pictures`);
}

export function productPath(product: Product): string {
  return `/categorie/${product.category_slug}/utilaj/${product.slug}`;
}

/** GET /api/configuration as a key → value record. */
export async function siteConfig(request: APIRequestContext): Promise<Record<string, string>> {
  const entries = (await (await request.get('/api/configuration')).json()) as {
    key: string;
    value: string;
  }[];
  return Object.fromEntries(entries.map((entry) => [entry.key, entry.value]));
}

/** Every JSON-LD object of the page (a script may hold one object or a list). */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

async function metaContent(page: Page, selector: string): Promise<string> {
  const tag = page.locator(selector);
  await expect(tag, selector).toHaveCount(1);
  return (await tag.getAttribute('content')) ?? '';
}

/**
 * What a search engine reads of a page: one canonical link (its absolute URL), hreflang ro, en
 * and x-default, a plain-text description, Open Graph and Twitter tags matching the title,
 * and keywords naming what the page is about. The page must be open at `path` in `locale`.
 */
export async function expectIndexable(
  page: Page,
  options: { baseURL: string; locale: Locale; path: string; keywords: string[] },
) {
  const { baseURL, locale, path } = options;
  const url = `${baseURL}${localePath(locale, path)}`;

  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  await expect(canonical).toHaveAttribute('href', url);

  const expected: Record<string, string> = {
    ro: `${baseURL}${localePath('ro', path)}`,
    en: `${baseURL}${localePath('en', path)}`,
    'x-default': `${baseURL}${localePath('ro', path)}`,
  };
  for (const [language, href] of Object.entries(expected)) {
    const alternate = page.locator(`link[rel="alternate"][hreflang="${language}"]`);
    await expect(alternate, `hreflang ${language}`).toHaveCount(1);
    await expect(alternate, `hreflang ${language}`).toHaveAttribute('href', href);
  }

  const description = await metaContent(page, 'meta[name="description"]');
  expect(description.trim(), 'meta description').not.toBe('');
  expect(description, 'meta description without markup').not.toContain('<');

  const title = await page.title();
  expect(await metaContent(page, 'meta[property="og:title"]')).toBe(title);
  expect(await metaContent(page, 'meta[property="og:description"]')).toBe(description);
  expect(await metaContent(page, 'meta[property="og:url"]')).toBe(url);
  expect(await metaContent(page, 'meta[name="twitter:card"]')).toMatch(
    /^(summary|summary_large_image)$/,
  );

  const keywords = (await metaContent(page, 'meta[name="keywords"]'))
    .split(',')
    .map((keyword) => keyword.trim().toLowerCase());
  expect(
    options.keywords.some((keyword) => keywords.includes(keyword.toLowerCase())),
    `keywords [${keywords.join(', ')}] name one of [${options.keywords.join(', ')}]`,
  ).toBe(true);
}
