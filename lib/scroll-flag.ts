/**
 * The spec's shared scroll-to-top flag (§2, §4): the main navigation and the home page set it,
 * so the category or contact page they open starts at the top instead of at the 450 px offset.
 */
const KEY = 'scrollTop';

/** Where the category and contact pages start, past the banner (spec §4, §9). */
export const ARRIVAL_SCROLL_OFFSET = 450;

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
