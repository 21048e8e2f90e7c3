// Where a process keeps its cache store (server/cache/handler.mjs makes it), so the health
// check can ask it without loading the store's code into the app's bundle.
const STORE = Symbol.for('inchirieri-utilaje.cache-store');

export function registeredStore() {
  return globalThis[STORE];
}

export function registerStore(make) {
  globalThis[STORE] ??= make();
  return globalThis[STORE];
}

/** The store's state for GET /api/health: which one, and whether it answers. */
export async function cacheHealth() {
  const store = registeredStore();
  if (!store) return { kind: 'none', ok: true };
  return { kind: store.kind, ok: await store.ping() };
}

/** Lets a stopping server close the connection to Redis. */
export async function closeCache() {
  await registeredStore()?.close();
}
