/** The patterns of spec §5, shared by the admin forms, the contact form and the API. */

/** Letters, digits, Latin accented letters, underscore, hyphen and space. */
export const ALPHANUMERIC = /^[A-Za-z0-9\u00C0-\u024F_\- ]+$/;

/** Lowercase letters, digits and . _ % + - before @, a domain, then 2 to 4 letters. */
export const EMAIL = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,4}$/;

/**
 * Optional pluses, an optional (1-4 digits) group, then 6+ of digits - . / s. Spaces are
 * accepted too: the original pattern's `s` was most likely `\s`, and visitors type
 * '0722 123 456'.
 */
export const CONTACT_PHONE = /^\+*(?:\(\d{1,4}\))?[0-9\-./s ]{6,}$/;

/** The admin's configuration phone once spaces are removed: 07, 02 or 03 and 8 digits. */
export const ADMIN_PHONE = /^(07|02|03)\d{8}$/;

/** Runs of spaces become one, ends trimmed (category names and models, spec §5). */
export function collapseSpaces(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
