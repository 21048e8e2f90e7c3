import { revalidateTag, unstable_cache } from 'next/cache';
import type { CacheTag } from './cache-tags';

// Set once a Next server has started (db/startup.ts); kept on globalThis because Next may
// load this module once per route bundle. Scripts and tests never set it.
const DATA_CACHE = Symbol.for('inchirieri-utilaje.data-cache');
/** How many times this process has expired tags: readers kept beside the cache compare it. */
const GENERATION = Symbol.for('inchirieri-utilaje.cache-generation');
const flags = globalThis as unknown as { [DATA_CACHE]?: boolean; [GENERATION]?: number };

/** Called when a Next server starts: from then on reads are cached and writes expire tags. */
export function enableDataCache(): void {
  flags[DATA_CACHE] = true;
}

/**
 * A read kept in the Next.js data cache under the given tags, so public pages do not hit
 * the database per visit. The cache (server/cache/handler.mjs) remembers expired tags as
 * long as it keeps entries, in this process or in Redis for every instance. Outside a Next
 * server (scripts, tests) the read simply runs.
 */
export function cachedRead<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  keyParts: string[],
  tags: CacheTag[],
): (...args: Args) => Promise<Result> {
  const cached = unstable_cache(read, keyParts, { tags });
  return (...args: Args) => (flags[DATA_CACHE] ? cached(...args) : read(...args));
}

/** Expires the tagged reads at once, on every instance, so the next visitor sees the change. */
export function expireTags(...tags: CacheTag[]): void {
  flags[GENERATION] = (flags[GENERATION] ?? 0) + 1;
  if (!flags[DATA_CACHE]) return;
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}

/** Changes whenever this process expires tags (an admin write went through it). */
export function catalogueGeneration(): number {
  return flags[GENERATION] ?? 0;
}
