import { revalidateTag, unstable_cache } from 'next/cache';
import type { CacheTag } from './cache-tags';
import { isRunningInNext } from './runtime';

/**
 * A read kept in the Next.js data cache under the given tags, so public pages do not hit
 * the database per visit. Outside Next (scripts, tests) it simply runs.
 */
export function cachedRead<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  keyParts: string[],
  tags: CacheTag[],
): (...args: Args) => Promise<Result> {
  const cached = unstable_cache(read, keyParts, { tags });
  return (...args: Args) => (isRunningInNext() ? cached(...args) : read(...args));
}

/** Expires the tagged reads at once, so the next visitor already sees the change. */
export function expireTags(...tags: CacheTag[]): void {
  if (!isRunningInNext()) return;
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}
