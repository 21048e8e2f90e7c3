/** A machine's brand: the first word of its model ('JCB 3CX' → 'JCB'). */
export function brandOf(model: string): string {
  return model.trim().split(/\s+/)[0] ?? '';
}

/**
 * The keywords meta (spec §2: "lists machine types and brands"): the given terms first (the
 * categories, a model), then each brand of `models` once, without repeating a term.
 */
export function keywords(terms: readonly string[], models: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const term of [...terms, ...models.map(brandOf)]) {
    const key = term.toLocaleLowerCase('ro');
    if (term === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(term);
  }
  return out;
}
