import type { MetadataRoute } from 'next';
import { routing } from '@/i18n/routing';
import { listCategories } from '@/lib/categories/queries';
import { listProducts } from '@/lib/products/lists';
import { localePath } from '@/i18n/routing';
import { absoluteUrl, languageAlternates } from '@/lib/seo/urls';

// Built from the database at request time (cached reads), never at build time.
export const dynamic = 'force-dynamic';

/** Every public page in both languages, each with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [categories, products] = await Promise.all([listCategories(), listProducts()]);
  const paths = [
    '/home',
    '/contact',
    ...categories.map((category) => `/categorie/${category.slug}`),
    ...products
      .filter((product) => product.category_slug)
      .map((product) => `/categorie/${product.category_slug}/utilaj/${product.slug}`),
  ];
  return paths.flatMap((path) =>
    routing.locales.map((locale) => ({
      url: absoluteUrl(localePath(locale, path)),
      changeFrequency: 'weekly' as const,
      priority: path === '/home' ? 1 : path.includes('/utilaj/') ? 0.8 : 0.6,
      alternates: { languages: languageAlternates(path) },
    })),
  );
}
