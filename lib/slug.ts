/** The spec's slug rule (§2): lower-cased, spaces replaced by hyphens. */
export function toSlug(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * A slug as typed without Romanian letters (`platformă-ș` → `platforma-s`): ă, â, î, ș, ț
 * (and the cedilla forms ş, ţ) lose their marks. Visitors and other sites write addresses
 * so; the gate redirects that spelling to the canonical one.
 */
export function asciiSlug(slug: string): string {
  return slug.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}
