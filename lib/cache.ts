import { revalidateTag, unstable_cache } from 'next/cache';
import type { CacheTag } from './cache-tags';
import { servedDatabaseIdentity } from './runtime';

/**
 * A read kept in the Next.js data cache under the given tags, so public pages do not hit
 * the database per visit. Entries are keyed by the database's identity as well, since the
 * cache outlives a server and may meet another database. Outside Next it simply runs.
 */
export function cachedRead<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  keyParts: string[],
  tags: CacheTag[],
): (...args: Args) => Promise<Result> {
  const cached = unstable_cache((_identity: string, ...args: Args) => read(...args), keyParts, {
    tags,
  });
  return (...args: Args) => {
    const identity = servedDatabaseIdentity();
    return identity ? cached(identity, ...args) : read(...args);
  };
}

/** Expires the tagged reads at once, so the next visitor already sees the change. */
export function expireTags(...tags: CacheTag[]): void {
  if (!servedDatabaseIdentity()) return;
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}
