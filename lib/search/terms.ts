/**
 * What a search reads of the visitor's text, shared by the header form, the results page and
 * GET /api/search (no server code here: the form imports it).
 */

/** The results page, under /en as well; the header's form opens it. */
export const SEARCH_PATH = '/cautare';

/** Longest query read: the form's maxlength; the API refuses longer (INVALID_FILTER). */
export const MAX_SEARCH_LENGTH = 100;
/** Results the API answers without `limit`; the page shows MAX_SEARCH_LIMIT. */
export const DEFAULT_SEARCH_LIMIT = 24;
export const MAX_SEARCH_LIMIT = 50;

/** Words of a query that count; more only narrow an already narrow search, at a cost. */
const MAX_TERMS = 8;
/** No word of the catalogue is longer; a longer "word" is cut. */
const MAX_TERM_LENGTH = 40;

/**
 * The words of a query: runs of letters and digits (any script, diacritics kept: the
 * database folds them), lower-cased, each once. Punctuation, quotes, wildcards and control
 * characters only separate words, so no input can change the meaning of the SQL around it.
 */
export function searchTerms(query: string): string[] {
  const words =
    query
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS);
}
