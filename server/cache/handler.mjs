// Next's incremental cache (pages, route answers, unstable_cache reads) on the documented
// cacheHandler interface (next.config.ts). With REDIS_URL every instance shares one cache
// and one record of expired tags; without it each process keeps a bounded memory cache.
// Either way the record of expired tags lives exactly as long as the entries it judges, so
// no restart can make an expired page fresh again, and nothing under .next is written.
import fs from 'node:fs';
import path from 'node:path';
import { createMemoryStore } from './memory-store.mjs';
import { createRedisStore } from './redis-store.mjs';
import { registerStore } from '../../runtime/cache-registry.mjs';
import { entryTags, expiryOf, isExpired, renderedAt } from './tags.mjs';

const MB = 1024 * 1024;

/**
 * What a cache store (memory-store.mjs, redis-store.mjs) offers the handler.
 * @typedef {object} Store
 * @property {'memory' | 'redis'} kind
 * @property {() => Promise<number>} now
 * @property {(key: string) => Promise<any>} get
 * @property {(key: string, record: any) => Promise<void>} set
 * @property {(names: string[]) => Promise<{ states: any[]; epoch: number } | null>} staleness
 * @property {(names: string[], state: { stale: number; expired: number }) => Promise<void>} expireTags
 * @property {() => Promise<boolean>} ping
 * @property {() => Promise<void>} close
 */

/** One store per process, whatever number of handler instances Next makes. */
function sharedStore(serverDistDir) {
  return registerStore(() => {
    const url = process.env.REDIS_URL?.trim();
    if (!url) return createMemoryStore(Number(process.env.CACHE_MEMORY_MB || 96) * MB);
    return createRedisStore({
      url,
      keyPrefix: process.env.REDIS_KEY_PREFIX?.trim() || 'inchirieri-utilaje:',
      buildId: readBuildId(serverDistDir),
    });
  });
}

function readBuildId(serverDistDir) {
  try {
    return fs
      .readFileSync(path.join(serverDistDir ?? '.next/server', '..', 'BUILD_ID'), 'utf8')
      .trim();
  } catch {
    return 'development';
  }
}

/** The cacheHandler protocol over a store (memory or Redis); tests give it one directly. */
export class StoreCacheHandler {
  constructor(store) {
    this.store = store;
  }

  async get(key, ctx) {
    const record = await this.store.get(key);
    if (!record) return null;
    const names = [...new Set([...record.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])];
    const staleness = await this.store.staleness(names);
    // The store cannot say whether the entry still holds: render it anew.
    if (!staleness || record.lastModified < staleness.epoch) return null;
    const now = await this.store.now();
    if (staleness.states.some((state) => isExpired(state, record.lastModified, now))) return null;
    return {
      lastModified: record.lastModified,
      value: record.value,
      cacheControl: record.cacheControl,
    };
  }

  async set(key, value, ctx) {
    if (value === null) return this.store.set(key, null);
    const tags = entryTags(value, ctx);
    const now = await this.store.now();
    const staleness = await this.store.staleness(tags);
    const record = {
      lastModified: renderedAt(now, staleness?.states ?? []),
      value,
      cacheControl: ctx?.cacheControl,
      tags,
    };
    await this.store.set(key, record);
  }

  async revalidateTag(tags, durations) {
    const names = (typeof tags === 'string' ? [tags] : tags).filter(Boolean);
    if (names.length > 0)
      await this.store.expireTags(names, expiryOf(durations, await this.store.now()));
  }

  resetRequestCache() {}
}

/** What Next loads: the process's one store, chosen by REDIS_URL. */
export default class CacheHandler extends StoreCacheHandler {
  constructor(context) {
    super(sharedStore(context?.serverDistDir));
  }
}
