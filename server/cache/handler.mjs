// @ts-check
// The cache lives in three places, each where its code is loaded: lib/cache.ts is the app's
// side (which reads are kept, under which tags, and expiring them on writes), in the app's
// bundle; server/cache/ is the store Next loads by itself as its cacheHandler (next.config.ts),
// outside that bundle and its lib/env.ts (memory or Redis); runtime/cache-registry.mjs is the
// one handle both share in a process (the health check asks the store without loading it).
//
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
import { rolledOver } from './day-roll.mjs';
import { entryTags, expiryOf, isExpired, renderedAt } from './tags.mjs';

const MB = 1024 * 1024;

/** @typedef {import('./tags.mjs').TagState} TagState */

/**
 * What the handler keeps under a key: Next's entry, when it counts as made, and its tags.
 * @typedef {object} StoredRecord
 * @property {number} lastModified
 * @property {unknown} value
 * @property {unknown} [cacheControl]
 * @property {string[]} tags
 */

/**
 * What the handler answers Next's get with.
 * @typedef {object} CacheRecord
 * @property {number} lastModified
 * @property {unknown} value
 * @property {unknown} [cacheControl]
 */

/**
 * What a cache store (memory-store.mjs, redis-store.mjs) offers the handler.
 * @typedef {object} Store
 * @property {'memory' | 'redis'} kind
 * @property {() => Promise<number>} now
 * @property {(key: string) => Promise<StoredRecord | null>} get
 * @property {(key: string, record: StoredRecord | null) => Promise<void>} set
 * @property {(names: string[]) => Promise<{ states: (TagState | undefined)[]; epoch: number } | null>} staleness
 * @property {(names: string[], state: TagState) => Promise<void>} expireTags
 * @property {() => Promise<boolean>} ping
 * @property {() => Promise<void>} close
 */

/**
 * One store per process, whatever number of handler instances Next makes.
 * @param {string | undefined} serverDistDir
 * @returns {Store}
 */
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

/**
 * @param {string | undefined} serverDistDir
 * @returns {string}
 */
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
  /** @param {Store} store */
  constructor(store) {
    /** @readonly */
    this.store = store;
  }

  /**
   * @param {string} key
   * @param {{ tags?: string[]; softTags?: string[] }} [ctx]
   * @returns {Promise<CacheRecord | null>}
   */
  async get(key, ctx) {
    const record = await this.store.get(key);
    if (!record) return null;
    const names = [...new Set([...record.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])];
    const staleness = await this.store.staleness(names);
    // The store cannot say whether the entry still holds: render it anew.
    if (!staleness || record.lastModified < staleness.epoch) return null;
    const now = await this.store.now();
    if (staleness.states.some((state) => isExpired(state, record.lastModified, now))) return null;
    if (rolledOver(names, record.lastModified, now)) return null;
    return {
      lastModified: record.lastModified,
      value: record.value,
      cacheControl: record.cacheControl,
    };
  }

  /**
   * @param {string} key
   * @param {unknown} value
   * @param {{ tags?: string[]; cacheControl?: unknown }} [ctx]
   * @returns {Promise<void>}
   */
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

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   * @returns {Promise<void>}
   */
  async revalidateTag(tags, durations) {
    const names = (typeof tags === 'string' ? [tags] : tags).filter(Boolean);
    if (names.length > 0)
      await this.store.expireTags(names, expiryOf(durations, await this.store.now()));
  }

  /** @returns {void} */
  resetRequestCache() {}
}

/** What Next loads: the process's one store, chosen by REDIS_URL. */
export default class CacheHandler extends StoreCacheHandler {
  /** @param {{ serverDistDir?: string }} [context] */
  constructor(context) {
    super(sharedStore(context?.serverDistDir));
  }
}
