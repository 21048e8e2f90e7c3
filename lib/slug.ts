/** The spec's slug rule (§2): lower-cased, spaces replaced by hyphens. */
export function toSlug(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, '-');
}
