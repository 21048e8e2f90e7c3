import type { Locale } from '@/i18n/routing';
import { categoryName } from '@/lib/localized';
import { toSlug } from '@/lib/slug';

/**
 * A category of a category page's menu, as short as the page's payload can carry it (issue
 * #34: with 200 categories the menu was ~68 kB of a page): the name it shows, then its slug
 * when the slug rule does not give it from that name ('' when it does), then 'ro' when the
 * name is Romanian on an English page.
 */
export type MenuEntry = [name: string, slug?: string, lang?: 'ro'];

/** The menu's entries of `categories`, in their order, for a page in `locale`. */
export function menuEntries(
  locale: Locale,
  categories: { name: string; nameEn: string | null; slug: string }[],
): MenuEntry[] {
  return categories.map((category) => {
    const { text, lang } = categoryName(locale, category);
    const slug = category.slug === toSlug(text) ? '' : category.slug;
    if (lang) return [text, slug, lang];
    return slug ? [text, slug] : [text];
  });
}

/**
 * A menu entry's link, relative to the page: the menu is only shown at /categorie/{slug} (or
 * /en/categorie/{slug}), so the slug alone leads to /categorie/{its slug} in the page's
 * language and leaves the view's query behind. '/categorie/' on each of 200 links was 2.3 kB.
 */
export function menuHref([name, slug]: MenuEntry): string {
  const relative = slug || toSlug(name);
  // A colon before any slash would read as a scheme ('a:b' is no path).
  return relative.includes(':') ? `./${relative}` : relative;
}
