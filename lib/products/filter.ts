/** What the admin product list filters on: the category name and the model. */
export interface FilterableProduct {
  model: string;
  category: string;
}

/** The category choice meaning 'no category filter' ('Toate categoriile'). */
export const ALL_CATEGORIES = '';

export interface ProductFilter {
  /** A category name, or ALL_CATEGORIES. */
  category: string;
  /** What was typed in 'Cautare model'. */
  model: string;
}

function contains(text: string, part: string): boolean {
  return text.toLocaleLowerCase('ro').includes(part.toLocaleLowerCase('ro'));
}

/**
 * Spec §4 'Product filter': case-insensitive substring on the category name and on the
 * model, both at once; an empty filter keeps everything.
 */
export function filterProducts<T extends FilterableProduct>(
  products: readonly T[],
  filter: ProductFilter,
): T[] {
  const model = filter.model.trim();
  return products.filter(
    (product) =>
      (filter.category === ALL_CATEGORIES || contains(product.category, filter.category)) &&
      (model === '' || contains(product.model, model)),
  );
}

/** The dropdown's entries after 'Toate categoriile': each category once, alphabetically. */
export function distinctCategories(products: readonly FilterableProduct[]): string[] {
  return [...new Set(products.map((product) => product.category))].sort((a, b) =>
    a.localeCompare(b, 'ro'),
  );
}
