import 'server-only';
import { and, asc, desc, isNotNull, sql, type SQL } from 'drizzle-orm';
import { products } from '@/db/schema';
import { selectListRows } from '@/lib/products/columns';
import { toListItem, type ProductListItem } from '@/lib/products/view';

export interface SearchResult {
  /** Best match first. */
  items: ProductListItem[];
  /** How many machines match in all (items holds at most the limit). */
  total: number;
}

/** Words shorter than this match by prefix only: a trigram of two letters says little. */
const MIN_FUZZY_LENGTH = 4;

// Kept up to date by the triggers of drizzle/0003_search.sql; not in db/schema.ts, so that
// no write of the app ever names them.
const searchText = sql`${products}.search_text`;
const searchVector = sql`${products}.search_vector`;

/**
 * A word as a prefix query ('sapat' finds 'sapaturi'), folded as the stored text is. Built from
 * plainto_tsquery, which accepts any text; null (no match) when nothing of the word is left.
 */
function prefixQuery(term: string): SQL {
  return sql`(select case when numnode(q) = 0 then null else (q::text || ':*')::tsquery end
    from plainto_tsquery('simple', search_normalize(${term})) as q)`;
}

/**
 * A machine matches a word by prefix in its text, or, for longer words, despite a typo: pg_trgm's
 * strict word similarity (`<<%`, whole words, default threshold 0.5) takes 'excavtor' (0.58)
 * and 'komatsy' (0.6) and keeps 'strong' from 'stropire' (0.33). Plain word similarity (`<%`)
 * compares with any stretch of the text, across words, and matched far too much.
 */
function matchesTerm(term: string): SQL {
  const fuzzy =
    term.length >= MIN_FUZZY_LENGTH ? sql` or search_normalize(${term}) <<% ${searchText}` : sql``;
  return sql`(${searchVector} @@ ${prefixQuery(term)}${fuzzy})`;
}

/**
 * How well a machine matches: the full-text rank of each word (model, then category, offer
 * header, the rest) plus how close the whole query is to the model, so that 'cat 320' or a
 * misspelt model puts that machine first.
 */
function rank(terms: string[]): SQL<number> {
  const words = terms.map(
    (term) => sql`coalesce(ts_rank(${searchVector}, ${prefixQuery(term)}), 0)`,
  );
  const query = terms.join(' ');
  return sql<number>`(${sql.join(words, sql` + `)} + 2 * similarity(search_normalize(${products.model}), search_normalize(${query})))`;
}

/**
 * The machines matching every word of the query (lib/search/terms.ts), in Romanian or English,
 * diacritics and case ignored, small typos forgiven; best match first. Machines without a
 * category are left out: they have no page to open. Not cached: each query is its own, and a
 * flood of made-up queries must not push the site's pages out of the cache.
 */
export async function searchProducts(terms: string[], limit: number): Promise<SearchResult> {
  if (terms.length === 0) return { items: [], total: 0 };
  const total = sql<number>`count(*) over ()`.mapWith(Number);
  const rows = await selectListRows({ total })
    .where(and(isNotNull(products.categoryId), ...terms.map(matchesTerm)))
    .orderBy(desc(rank(terms)), asc(products.model))
    .limit(limit);
  return { items: rows.map(toListItem), total: rows[0]?.total ?? 0 };
}
