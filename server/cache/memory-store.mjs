// @ts-check
import v8 from 'node:v8';

/** @typedef {import('./handler.mjs').Store} Store */
/** @typedef {import('./handler.mjs').StoredRecord} StoredRecord */
/** @typedef {import('./tags.mjs').TagState} TagState */

/**
 * One process's cache, bounded in bytes: least recently used entries go first. Tag expiry
 * lives beside it in memory; a restart forgets both together, so nothing stale survives it.
 * @param {number} maxBytes
 * @returns {Store & { size(): number }}
 */
export function createMemoryStore(maxBytes) {
  /** @type {Map<string, { record: StoredRecord; size: number }>} */
  const entries = new Map();
  /** @type {Map<string, TagState>} */
  const tags = new Map();
  let bytes = 0;

  /** @param {string} key */
  function remove(key) {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.size;
    entries.delete(key);
  }

  return {
    kind: /** @type {'memory'} */ ('memory'),
    now: async () => Date.now(),
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      // Refresh its place in the LRU order.
      entries.delete(key);
      entries.set(key, entry);
      return entry.record;
    },
    async set(key, record) {
      remove(key);
      if (record === null) return;
      const size = v8.serialize(record).byteLength;
      if (size > maxBytes / 4) return;
      entries.set(key, { record, size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    async staleness(names) {
      return { states: names.map((name) => tags.get(name)), epoch: 0 };
    },
    async expireTags(names, state) {
      for (const name of names) {
        // A tag with no state yet compares as undefined > expired: false, so it is recorded.
        const current = /** @type {number} */ (tags.get(name)?.expired);
        if (!(current > state.expired)) tags.set(name, state);
      }
    },
    /** How many bytes the entries take (tests check the bound). */
    size: () => bytes,
    async ping() {
      return true;
    },
    async close() {},
  };
}
