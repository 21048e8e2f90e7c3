// The cache lives in three places, each where its code is loaded: lib/cache.ts is the app's
// side (which reads are kept, under which tags, and expiring them on writes), in the app's
// bundle; server/cache/ is the store Next loads by itself as its cacheHandler (next.config.ts),
// outside that bundle and its lib/env.ts (memory or Redis); runtime/cache-registry.mjs is the
// one handle both share in a process (the health check asks the store without loading it).

import { revalidateTag, unstable_cache } from 'next/cache';
import type { CacheTag } from './cache-tags';

// Set once a Next server has started (lib/boot.ts); kept on globalThis because Next may
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
 * Next makes its cache (and leaves it on globalThis) when it serves its first request: until
 * then unstable_cache throws. What runs before, on a timer of the server's start (the mail
 * worker drawing an offer's PDF for a mail queued while the server was down), reads directly.
 */
function nextCacheReady(): boolean {
  return (globalThis as { __incrementalCache?: unknown }).__incrementalCache !== undefined;
}

/** Thrown through unstable_cache so that it stores nothing; the read's answer was null. */
class NothingToKeep extends Error {}

/**
 * A read kept in the Next.js data cache under the given tags, so public pages do not hit
 * the database per visit. The cache (server/cache/handler.mjs) remembers expired tags as
 * long as it keeps entries, in this process or in Redis for every instance. Outside a Next
 * server (scripts, tests) the read simply runs.
 * A null answer (no such machine, category…) is not kept: the arguments come from addresses
 * and API paths anyone can make up, and each made-up one would otherwise be an entry of its
 * own, pushing the site's pages out of the cache. Only what exists is stored, so what a read
 * can store is bounded by the catalogue.
 */
export function cachedRead<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  keyParts: string[],
  tags: CacheTag[],
): (...args: Args) => Promise<Result> {
  const cached = unstable_cache(
    async (...args: Args) => {
      const result = await read(...args);
      if (result === null) throw new NothingToKeep();
      return result;
    },
    keyParts,
    { tags },
  );
  return async (...args: Args) => {
    if (!flags[DATA_CACHE] || !nextCacheReady()) return read(...args);
    try {
      return await cached(...args);
    } catch (error) {
      if (error instanceof NothingToKeep) return null as Result;
      throw error;
    }
  };
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
