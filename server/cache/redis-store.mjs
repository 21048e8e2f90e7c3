import v8 from 'node:v8';
import { createClient, RESP_TYPES } from 'redis';

/** Entries nobody asked for in this long leave Redis by themselves. */
const ENTRY_TTL_SECONDS = 14 * 24 * 60 * 60;

/**
 * The cache shared by every instance: entries and tag expiry in one Redis. Entries are kept
 * per build (a page refers to its build's scripts), tag expiry across builds (an admin
 * write through an old instance expires the new ones' pages too). Redis being away never
 * fails a request: reads miss, writes are skipped, and tag expiries wait here until Redis
 * is back, so no page expired meanwhile is served again afterwards.
 */
export function createRedisStore({ url, keyPrefix, buildId }) {
  const base = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 1000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 3000),
    },
  });
  const client = base.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  const entryKey = (key) => `${keyPrefix}${buildId}:${key}`;
  const tagsKey = `${keyPrefix}tags`;
  const pendingExpiries = new Map();
  let lastError = 0;

  base.on('error', (error) => {
    // One line a minute at most: a Redis outage must not flood the log.
    if (Date.now() - lastError < 60_000) return;
    lastError = Date.now();
    console.error(
      `Redis cache unreachable (${error?.code ?? error?.name ?? 'error'}): pages render from the database.`,
    );
  });
  base.on('ready', () => void flushPendingExpiries());
  base.connect().catch(() => {});

  async function flushPendingExpiries() {
    if (pendingExpiries.size === 0 || !base.isReady) return;
    const fields = Object.fromEntries(
      [...pendingExpiries].map(([name, state]) => [name, JSON.stringify(state)]),
    );
    await base.hSet(tagsKey, fields);
    pendingExpiries.clear();
  }

  async function attempt(operation, fallback) {
    if (!base.isReady) return fallback;
    try {
      await flushPendingExpiries();
      return await operation();
    } catch {
      return fallback;
    }
  }

  return {
    kind: 'redis',
    get: (key) =>
      attempt(async () => {
        const stored = await client.get(entryKey(key));
        return stored ? v8.deserialize(stored) : null;
      }, null),
    set: (key, record) =>
      attempt(async () => {
        if (record === null) await base.del(entryKey(key));
        else await client.set(entryKey(key), v8.serialize(record), { EX: ENTRY_TTL_SECONDS });
      }, undefined),
    async tagStates(names) {
      const fromRedis = names.length ? await attempt(() => base.hmGet(tagsKey, names), null) : [];
      // While Redis is away a read is a miss anyway; pending expiries still count.
      return names.map((name, index) => {
        const pending = pendingExpiries.get(name);
        if (pending) return pending;
        const stored = fromRedis?.[index];
        return stored ? JSON.parse(stored) : undefined;
      });
    },
    async expireTags(names, state) {
      for (const name of names) pendingExpiries.set(name, state);
      await attempt(flushPendingExpiries, undefined);
    },
    ping: () => attempt(async () => (await base.ping()) === 'PONG', false),
    async close() {
      await base.close().catch(() => {});
    },
  };
}
