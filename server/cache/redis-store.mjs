// @ts-check
import v8 from 'node:v8';
import { createClient, RESP_TYPES } from 'redis';

/** @typedef {import('./handler.mjs').Store} Store */
/** @typedef {import('./tags.mjs').TagState} TagState */

/** Entries nobody asked for in this long leave Redis by themselves. */
const ENTRY_TTL_SECONDS = 14 * 24 * 60 * 60;
/**
 * A Redis that answers slower than this counts as away for that request. node-redis's own
 * command timeout only covers a command's wait to be written: once sent, a command waits
 * for its answer for ever, so the store keeps the time itself (see `timed`).
 */
const COMMAND_TIMEOUT_MS = 500;

// Records a tag's expiry unless Redis already holds a later one (instances race).
const KEEP_LATEST = `
for i = 1, #ARGV, 2 do
  local current = redis.call('HGET', KEYS[1], ARGV[i])
  if not current or cjson.decode(current).expired < cjson.decode(ARGV[i + 1]).expired then
    redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1])
  end
end
return 1`;
const RAISE_EPOCH = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current < tonumber(ARGV[1]) then redis.call('SET', KEYS[1], ARGV[1]) end
return 1`;

/**
 * The cache shared by every instance: entries and tag expiry in one Redis, with Redis's
 * clock for every time stamp. Entries are kept per build (a page refers to its build's
 * scripts), tag expiry across builds (an admin write through an old instance expires the
 * new ones' pages too). Redis being away or slow never fails a request: reads miss, writes
 * are skipped, expiries wait here until it is back. And since an instance that restarted
 * meanwhile forgot what it held, every reconnection raises an epoch before which no entry
 * is served: after an outage each page is rendered once more.
 * @param {{ url: string; keyPrefix: string; buildId: string }} options
 * @returns {Store}
 */
export function createRedisStore({ url, keyPrefix, buildId }) {
  const base = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: {
      connectTimeout: 1000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 3000),
    },
  });
  const binary = base.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  /** @param {string} key */
  const entryKey = (key) => `${keyPrefix}${buildId}:${key}`;
  const tagsKey = `${keyPrefix}tags`;
  const epochKey = `${keyPrefix}epoch`;
  /** @type {Map<string, TagState>} */
  const pendingExpiries = new Map();
  let lastError = 0;
  let everReady = false;
  // Calls that ran out of time and are still unanswered. Redis answers in order, so while
  // one waits a new call would wait as well: until it is answered (or the connection drops)
  // Redis counts as away and calls give up at once.
  let overdue = 0;
  /** @type {Set<Promise<void>>} */
  const underWay = new Set();

  /**
   * The call's result, or a rejection once it has taken longer than the command timeout.
   * @template T
   * @param {() => Promise<T>} call
   * @returns {Promise<T>}
   */
  function timed(call) {
    if (overdue > 0) return Promise.reject(new Error('Redis is not answering'));
    const running = call();
    const settled = running.then(
      () => {},
      () => {},
    );
    underWay.add(settled);
    void settled.then(() => underWay.delete(settled));
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    /** @type {Promise<never>} */
    const expired = new Promise((resolve, reject) => {
      timer = setTimeout(() => {
        overdue += 1;
        void settled.then(() => (overdue -= 1));
        reject(new Error(`Redis did not answer within ${COMMAND_TIMEOUT_MS} ms`));
      }, COMMAND_TIMEOUT_MS);
    });
    return Promise.race([running, expired]).finally(() => clearTimeout(timer));
  }

  base.on('error', (error) => {
    // One line a minute at most: an outage must not flood the log.
    if (Date.now() - lastError < 60_000) return;
    lastError = Date.now();
    const code = error?.code ?? error?.name ?? 'error';
    console.error(`Redis cache unreachable (${code}): pages render from the database.`);
  });
  base.on('ready', () => {
    const reconnected = everReady;
    everReady = true;
    timed(async () => {
      if (reconnected)
        await base.eval(RAISE_EPOCH, { keys: [epochKey], arguments: [String(await now())] });
      await flushPendingExpiries();
    }).catch(() => {});
  });
  // A process that just started waits for its first connection (at most the connect
  // timeout) rather than rendering its first pages anew while the shared cache holds them.
  // The second is counted from the first use, not from here: a start-up that keeps the event
  // loop busy for longer would otherwise run out the timer before the socket's answer is
  // even read, and the first pages would miss a cache that was there.
  const connecting = base.connect().catch(() => {});
  /** @type {Promise<unknown> | undefined} */
  let firstConnection;
  const untilFirstConnection = () =>
    (firstConnection ??= Promise.race([
      connecting,
      new Promise((resolve) => setTimeout(resolve, 1000).unref()),
    ]));

  /** Redis's clock in ms: one clock for every instance, on any number of hosts. */
  async function now() {
    try {
      const [seconds, micros] = await timed(() => base.time());
      return Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
    } catch {
      return Date.now();
    }
  }

  /** @returns {Promise<void>} */
  async function flushPendingExpiries() {
    if (pendingExpiries.size === 0 || !base.isReady) return;
    const flushing = [...pendingExpiries];
    const args = flushing.flatMap(([name, state]) => [name, JSON.stringify(state)]);
    await base.eval(KEEP_LATEST, { keys: [tagsKey], arguments: args });
    for (const [name, state] of flushing) {
      if (pendingExpiries.get(name) === state) pendingExpiries.delete(name);
    }
  }

  /**
   * The operation's result, or `fallback` when Redis is away, slow or fails.
   * @template T, F
   * @param {() => Promise<T>} operation
   * @param {F} fallback
   * @returns {Promise<T | F>}
   */
  async function attempt(operation, fallback) {
    if (!everReady) await untilFirstConnection();
    if (!base.isReady) return fallback;
    try {
      return await timed(async () => {
        await flushPendingExpiries();
        return operation();
      });
    } catch {
      return fallback;
    }
  }

  return {
    kind: /** @type {'redis'} */ ('redis'),
    now: () => (base.isReady ? now() : Promise.resolve(Date.now())),
    get: (key) =>
      attempt(async () => {
        const stored = await binary.get(entryKey(key));
        return stored ? v8.deserialize(stored) : null;
      }, null),
    set: (key, record) =>
      attempt(async () => {
        if (record === null) await base.del(entryKey(key));
        else await binary.set(entryKey(key), v8.serialize(record), { EX: ENTRY_TTL_SECONDS });
      }, undefined),
    /** The tags' states and the epoch, or null when Redis cannot say (then nothing is served). */
    staleness: (names) =>
      attempt(async () => {
        const [stored, epoch] = await Promise.all([
          names.length ? base.hmGet(tagsKey, names) : [],
          base.get(epochKey),
        ]);
        const states = names.map((name, index) => {
          const pending = pendingExpiries.get(name);
          if (pending) return pending;
          return stored[index] ? JSON.parse(stored[index]) : undefined;
        });
        return { states, epoch: Number(epoch ?? 0) };
      }, null),
    async expireTags(names, state) {
      for (const name of names) pendingExpiries.set(name, state);
      await attempt(flushPendingExpiries, undefined);
    },
    ping: () => attempt(async () => (await base.ping()) === 'PONG', false),
    /**
     * Lets the calls under way finish for a moment, then drops the connection: a stalled
     * Redis never answers them, and node-redis's close() would wait for it for ever.
     */
    async close() {
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      const grace = new Promise((resolve) => {
        timer = setTimeout(resolve, COMMAND_TIMEOUT_MS);
      });
      await Promise.race([Promise.all(underWay), grace]);
      clearTimeout(timer);
      try {
        base.destroy();
      } catch {
        // Closed already.
      }
    },
  };
}
