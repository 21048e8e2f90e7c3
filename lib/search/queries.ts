import 'server-only';
import { and, isNotNull, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { categories, products } from '@/db/schema';
import { hasAPrice, listOrderBy } from '@/lib/products/category-page';
import type { ListOrder } from '@/lib/products/category-view';
import { selectListRows } from '@/lib/products/columns';
import { toListItem, type ProductListItem } from '@/lib/products/view';
import { liveProduct } from '@/lib/trash/live';

/** A page of the results in an order (issue #34): the results page's view. */
export interface SearchOptions {
  offset?: number;
  order?: ListOrder;
  pricedOnly?: boolean;
}

export interface SearchResult {
  /** Best match first. */
  items: ProductListItem[];
  /** How many machines match in all (items holds at most the limit). */
  total: number;
}

// Kept up to date by the triggers of drizzle/0004_search.sql; not in db/schema.ts, so that
// no write of the app ever names it.
const searchVector = sql`${products}.search_vector`;

/**
 * A word of the query as a tsquery (search_term_query of 0004_search.sql: the words it starts,
 * and the catalogue words it nearly is). In a sub-select, so that the database works it out
 * once per query, not once per machine, and can look it up in the index.
 */
function termQuery(term: string): SQL {
  return sql`(select search_term_query(${term}))`;
}

/**
 * How well a machine matches: the full-text rank of each word (model, then category, offer
 * header, the rest) plus how close the whole query is to the model, so that 'cat 320' or a
 * misspelt model puts that machine first.
 */
function rank(terms: string[]): SQL<number> {
  const words = terms.map((term) => sql`coalesce(ts_rank(${searchVector}, ${termQuery(term)}), 0)`);
  const query = terms.join(' ');
  return sql<number>`(${sql.join(words, sql` + `)} + 2 * similarity(search_normalize(${products.model}), search_normalize(${query})))`;
}

/**
 * The machines matching every word of the query (lib/search/terms.ts), in Romanian or English,
 * diacritics and case ignored, small typos forgiven; best match first. Machines without a
 * category (or whose category is in the trash) are left out: they have no page to open;
 * machines in the trash too. Not cached: each query is its own, and a
 * flood of made-up queries must not push the site's pages out of the cache.
 */
export async function searchProducts(
  terms: string[],
  limit: number,
  { offset = 0, order = 'relevanta', pricedOnly = false }: SearchOptions = {},
): Promise<SearchResult> {
  if (terms.length === 0) return { items: [], total: 0 };
  // One tsquery for all the words (&&: each must match), so one index scan finds the machines.
  const everyTerm = sql.join(terms.map(termQuery), sql` && `);
  const total = sql<number>`count(*) over ()`.mapWith(Number);
  try {
    const rows = await getDb().transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${SEARCH_TIMEOUT_MS}`));
      return selectListRows({ total }, tx)
        .where(
          and(
            liveProduct,
            isNotNull(categories.id),
            sql`${searchVector} @@ (${everyTerm})`,
            pricedOnly ? hasAPrice : undefined,
          ),
        )
        .orderBy(...listOrderBy(order, rank(terms)))
        .limit(limit)
        .offset(offset);
    });
    return { items: rows.map(toListItem), total: rows[0]?.total ?? 0 };
  } catch (error) {
    if (!isQueryCanceled(error)) throw error;
    console.warn(`Search cut off after ${SEARCH_TIMEOUT_MS} ms: ${terms.length} words.`);
    return { items: [], total: 0 };
  }
}

/**
 * The most time one search may take in PostgreSQL (its query length, words and results are
 * bounded already, lib/search/terms.ts): one that takes longer is cut off and finds nothing,
 * rather than holding a connection that the site's pages need. PGlite ignores it.
 */
export const SEARCH_TIMEOUT_MS = 2_000;

/** PostgreSQL's `query_canceled` (57014), as the pg driver or Drizzle's wrapper reports it. */
function isQueryCanceled(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: string }).code === '57014') return true;
  }
  return false;
}
