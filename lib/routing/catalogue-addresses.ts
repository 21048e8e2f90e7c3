import { asc } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { categories, products } from '@/db/schema';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { catalogueGeneration } from '@/lib/cache';
import { categoryOfProduct, liveCategory, liveProduct } from '@/lib/trash/live';
import { registeredStore } from '@/runtime/cache-registry.mjs';
import { asciiSpellings, type CatalogueAddresses } from './public-address';

/** The tags whose expiry (an admin write, on any instance) changes the catalogue's addresses. */
const ADDRESS_TAGS = [CACHE_TAGS.categories, CACHE_TAGS.products];
/** When the shared cache cannot say whether the tags moved, the addresses are read again this often. */
const UNSURE_MAX_AGE_MS = 1_000;

interface Kept {
  addresses: CatalogueAddresses;
  /** This process's count of catalogue writes when they were read. */
  generation: number;
  /** The shared record of the tags' expiry when they were read; null if it could not be had. */
  tagState: string | null;
  readAt: number;
}

// One copy per process, whichever bundle (proxy, pages) loads this module.
const KEPT = Symbol.for('inchirieri-utilaje.catalogue-addresses');
const slot = globalThis as unknown as { [KEPT]?: { kept?: Kept; reading?: Promise<Kept> } };

async function readAddresses(): Promise<CatalogueAddresses> {
  const [categoryRows, productRows] = await Promise.all([
    getDb()
      .select({ slug: categories.slug })
      .from(categories)
      .where(liveCategory)
      .orderBy(asc(categories.name)),
    getDb()
      .select({ slug: products.slug, category: categories.slug })
      .from(products)
      .leftJoin(categories, categoryOfProduct)
      .where(liveProduct),
  ]);
  const categorySizes = new Map<string, number>();
  for (const { category } of productRows) {
    if (category !== null) categorySizes.set(category, (categorySizes.get(category) ?? 0) + 1);
  }
  return {
    categories: categoryRows.map((row) => row.slug),
    productCategory: new Map(productRows.map((row) => [row.slug, row.category])),
    categorySizes,
    asciiSpellings: asciiSpellings(productRows.map((row) => row.slug)),
  };
}

/** The tags' state in the shared cache (Redis for every instance, or this process's memory). */
async function tagState(): Promise<string | null> {
  const store = registeredStore();
  if (!store) return 'none';
  const staleness = await store.staleness(ADDRESS_TAGS);
  return staleness ? JSON.stringify(staleness) : null;
}

/**
 * The catalogue's addresses, read once and kept until a write changes them: a write through
 * this process at once, one through another instance as soon as the shared cache records
 * its tags' expiry (one Redis read per call, the same as a cached page's own check).
 */
export async function catalogueAddresses(): Promise<CatalogueAddresses> {
  const state = (slot[KEPT] ??= {});
  const [generation, tags] = [catalogueGeneration(), await tagState()];
  const kept = state.kept;
  if (
    kept &&
    kept.generation === generation &&
    (tags === null ? Date.now() - kept.readAt < UNSURE_MAX_AGE_MS : kept.tagState === tags)
  ) {
    return kept.addresses;
  }
  state.reading ??= readAddresses()
    .then((addresses) => {
      const fresh = { addresses, generation, tagState: tags, readAt: Date.now() };
      state.kept = fresh;
      return fresh;
    })
    .finally(() => {
      state.reading = undefined;
    });
  return (await state.reading).addresses;
}
