import type { Locale } from '@/i18n/routing';

/** A catalogue text picked for a page's language. */
export interface LocalizedText {
  text: string;
  /**
   * Set when an English page shows the Romanian text (no translation yet): the element
   * holding it must carry lang="ro", so screen readers and search engines read it right.
   */
  lang?: 'ro';
}

/**
 * The one place that picks a catalogue text (category name, offer header, details, technical
 * data) for a language: the English version on English pages when there is one, else the
 * Romanian text, marked as such.
 */
export function pickText(locale: Locale, ro: string, en: string | null | undefined): LocalizedText {
  if (locale === 'ro') return { text: ro };
  return en ? { text: en } : { text: ro, lang: 'ro' };
}

/** A category's name (a category, or a product's category fields) in a page's language. */
export function categoryName(
  locale: Locale,
  category:
    { name: string; nameEn: string | null } | { category: string; categoryEn: string | null },
): LocalizedText {
  return 'name' in category
    ? pickText(locale, category.name, category.nameEn)
    : pickText(locale, category.category, category.categoryEn);
}

const collators = new Map<Locale, Intl.Collator>();

/**
 * Categories in the alphabetical order of a page's language, by the name it shows: English
 * pages sort by the English names ('Compactors' before 'Excavators'), Romanian pages keep the
 * catalogue's own order (by name, which is also where an unknown category leads, spec §2).
 */
export function inLocaleOrder<Category extends { name: string; nameEn: string | null }>(
  locale: Locale,
  categories: readonly Category[],
): Category[] {
  if (locale === 'ro') return [...categories];
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    collators.set(locale, collator);
  }
  const order = collator;
  return [...categories].sort((a, b) =>
    order.compare(categoryName(locale, a).text, categoryName(locale, b).text),
  );
}
