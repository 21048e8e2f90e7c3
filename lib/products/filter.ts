/** The category choice meaning 'no category filter' ('Toate categoriile'). */
export const ALL_CATEGORIES = '';

/**
 * The admin product list's filter (spec §4 'Product filter'): a case-insensitive substring
 * of the category name ('Necunoscut' for a machine without one) and of the model, both at
 * once; an empty filter keeps everything. The server applies it (lib/products/lists.ts).
 */
export interface ProductFilter {
  /** A category name, or ALL_CATEGORIES. */
  category: string;
  /** What was typed in 'Cautare model', trimmed. */
  model: string;
  /** Only machines still lacking one of their English texts ('fara traducere', issue #17). */
  untranslated?: boolean;
}

/**
 * The rule's substring as a LIKE pattern, to be used with ILIKE: `part` anywhere, and LIKE's
 * wildcards (and its escape character, backslash) in it stand for themselves.
 */
export function substringPattern(part: string): string {
  return `%${part.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
