// @ts-check
// The cache lives in three places, each where its code is loaded: lib/cache.ts is the app's
// side (which reads are kept, under which tags, and expiring them on writes), in the app's
// bundle; server/cache/ is the store Next loads by itself as its cacheHandler (next.config.ts),
// outside that bundle and its lib/env.ts (memory or Redis); runtime/cache-registry.mjs is the
// one handle both share in a process (the health check asks the store without loading it).
//
// Where a process keeps its cache store (server/cache/handler.mjs makes it), so the health
// check can ask it without loading the store's code into the app's bundle.
const STORE = Symbol.for('inchirieri-utilaje.cache-store');

/**
 * What the app asks of the store (server/cache/handler.mjs's Store offers more).
 * @typedef {object} CacheStore
 * @property {'memory' | 'redis'} kind
 * @property {(names: string[]) => Promise<{ states: unknown[]; epoch: number } | null>} staleness
 *   The tags' expiry states and the epoch; null when the store cannot say.
 * @property {() => Promise<boolean>} ping
 * @property {() => Promise<void>} close
 */

/** @typedef {{ [STORE]?: CacheStore }} Registry */

/** @returns {CacheStore | undefined} */
export function registeredStore() {
  return /** @type {Registry} */ (globalThis)[STORE];
}

/**
 * The process's store, made by `make` on the first call.
 * @template {CacheStore} S
 * @param {() => S} make
 * @returns {S}
 */
export function registerStore(make) {
  /** @type {Registry} */ (globalThis)[STORE] ??= make();
  return /** @type {S} */ (/** @type {Registry} */ (globalThis)[STORE]);
}

/**
 * The store's state for GET /api/health: which one, and whether it answers.
 * @returns {Promise<{ kind: 'memory' | 'redis' | 'none'; ok: boolean }>}
 */
export async function cacheHealth() {
  const store = registeredStore();
  if (!store) return { kind: 'none', ok: true };
  return { kind: store.kind, ok: await store.ping() };
}

/**
 * Lets a stopping server close the connection to Redis.
 * @returns {Promise<void>}
 */
export async function closeCache() {
  await registeredStore()?.close();
}
