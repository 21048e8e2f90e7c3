/**
 * The spec's shared scroll-to-top flag (§2, §4): the main navigation and the home page set it,
 * so the category page they open starts at the top instead of at the 450 px offset.
 */
const KEY = 'scrollTop';

/** The category page's arrival offset, past the banner (spec §9). */
export const CATEGORY_SCROLL_OFFSET = 450;

export function setScrollTopFlag(): void {
  try {
    sessionStorage.setItem(KEY, 'true');
  } catch {
    // Storage may be disabled: the page then uses its default offset.
  }
}

/** Reads and clears the flag. */
export function takeScrollTopFlag(): boolean {
  try {
    const set = sessionStorage.getItem(KEY) === 'true';
    sessionStorage.removeItem(KEY);
    return set;
  } catch {
    return false;
  }
}
