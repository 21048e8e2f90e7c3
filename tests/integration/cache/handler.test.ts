import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { createClient } from 'redis';
import { afterAll, describe, expect, it } from 'vitest';
import { StoreCacheHandler, type Store } from '@/server/cache/handler.mjs';
import { createMemoryStore } from '@/server/cache/memory-store.mjs';
import { createRedisStore } from '@/server/cache/redis-store.mjs';

/**
 * The cache handler Next loads (server/cache/handler.mjs) on both stores. Redis is the
 * machine's (a throw-away database number, only this run's keys); for the outage test one
 * instance reaches it through a relay the test cuts and restores.
 */
const REDIS_DB = 13;
const REDIS_URL = `redis://127.0.0.1:6379/${REDIS_DB}`;
const prefix = `test-${randomBytes(4).toString('hex')}:`;
const stores: Store[] = [];

function redisStore(url = REDIS_URL, buildId = 'build-1'): Store {
  const store = createRedisStore({ url, keyPrefix: prefix, buildId });
  stores.push(store);
  return store;
}

afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  const client = createClient({ url: REDIS_URL });
  await client.connect();
  const keys = await client.keys(`${prefix}*`);
  if (keys.length) await client.del(keys);
  await client.close();
});

/** Waits until the store answers (its client connects in the background). */
async function ready(store: Store): Promise<Store> {
  await expect.poll(() => store.ping(), { timeout: 10_000 }).toBe(true);
  return store;
}

const page = (tags: string) => ({
  kind: 'APP_PAGE',
  html: '<p>Excavatoare</p>',
  rscData: Buffer.from('rsc payload'),
  segmentData: new Map([['/_index', Buffer.from('segment')]]),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
});
const read = {
  kind: 'FETCH',
  data: { body: '[]', headers: {}, status: 200 },
  tags: ['products'],
  revalidate: false,
};

describe.each([
  ['memory', () => createMemoryStore(8 * 1024 * 1024)],
  ['redis', () => redisStore()],
] as const)('the %s store', (_name, makeStore) => {
  it('keeps pages and reads (buffers and maps included) until one of their tags expires', async () => {
    const handler = new StoreCacheHandler(await ready(makeStore()));
    await handler.set('/home', page('_N_T_/layout,categories'), {
      cacheControl: { revalidate: false },
    });
    await handler.set('products-read', read, { tags: ['products'] });

    const cached = await handler.get('/home');
    expect(cached?.value).toEqual(page('_N_T_/layout,categories'));
    expect(cached?.cacheControl).toEqual({ revalidate: false });
    expect((await handler.get('products-read', { tags: ['products'] }))?.value).toEqual(read);

    await handler.revalidateTag('categories', { expire: 0 });
    expect(await handler.get('/home')).toBeNull();
    // Only what carries the tag goes.
    expect(await handler.get('products-read', { tags: ['products'] })).not.toBeNull();
    // A soft tag Next adds when reading counts too.
    expect(await handler.get('products-read', { softTags: ['categories'] })).toBeNull();
  });
});

describe('the memory store', () => {
  it('stays within its byte budget, dropping the least recently used first', async () => {
    const store = createMemoryStore(64 * 1024);
    const handler = new StoreCacheHandler(store);
    const big = (index: number) => ({ ...page('categories'), html: `${index}`.padEnd(6000, 'x') });
    for (let index = 0; index < 40; index++) {
      await handler.set(`/p${index}`, big(index));
      await handler.get('/p0'); // kept in use: never the least recently used
    }
    expect(store.size()).toBeLessThanOrEqual(64 * 1024);
    expect(await handler.get('/p0')).not.toBeNull();
    expect(await handler.get('/p1')).toBeNull();
    expect(await handler.get('/p39')).not.toBeNull();
  });
});

describe('a render that overlaps an admin write', () => {
  it('is not kept as fresh when it finishes just after the write expired its tags', async () => {
    const handler = new StoreCacheHandler(createMemoryStore(8 * 1024 * 1024));
    // The render read the database, then the write expired 'categories', then it stored.
    await handler.revalidateTag('categories', { expire: 0 });
    await handler.set('/home', page('categories'));
    expect(await handler.get('/home')).toBeNull();
    // A page without that tag is kept.
    await handler.set('/contact', page('configuration'));
    expect(await handler.get('/contact')).not.toBeNull();
  });
});

describe('the redis store shared by several instances', () => {
  it("sees an expiry made through another instance, and keeps each build's pages apart", async () => {
    const first = new StoreCacheHandler(await ready(redisStore()));
    const second = new StoreCacheHandler(await ready(redisStore()));
    await first.set('/categorie/excavatoare', page('category-excavatoare'));
    expect(await second.get('/categorie/excavatoare')).not.toBeNull();
    await second.revalidateTag(['category-excavatoare']);
    expect(await first.get('/categorie/excavatoare')).toBeNull();

    // An older expiry arriving late (an instance flushing after an outage) does not win.
    await first.revalidateTag('category-excavatoare', { expire: 0 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await second.set('/categorie/excavatoare', page('category-excavatoare'));
    const late = createRedisStore({ url: REDIS_URL, keyPrefix: prefix, buildId: 'build-1' });
    stores.push(late);
    await ready(late);
    await (late as unknown as { expireTags: (n: string[], s: object) => Promise<void> }).expireTags(
      ['category-excavatoare'],
      { stale: 1, expired: 1 },
    );
    const client = createClient({ url: REDIS_URL });
    await client.connect();
    const kept = JSON.parse((await client.hGet(`${prefix}tags`, 'category-excavatoare')) ?? '{}');
    await client.close();
    expect(kept.expired).toBeGreaterThan(1);

    const nextBuild = new StoreCacheHandler(await ready(redisStore(REDIS_URL, 'build-2')));
    await first.set('/contact', page('configuration'));
    expect(await nextBuild.get('/contact')).toBeNull();
  });

  it('serves the shared pages from the first request of an instance that just started', async () => {
    const running = new StoreCacheHandler(await ready(redisStore()));
    await running.set('/home', page('products'));
    // No waiting for the connection: a restarted instance's first visitor asks at once.
    const started = new StoreCacheHandler(redisStore());
    expect(await started.get('/home')).not.toBeNull();
  });

  it('serves the shared pages after a start-up that kept the event loop busy for over a second', async () => {
    const running = new StoreCacheHandler(await ready(redisStore()));
    await running.set('/home', page('products'));
    const started = new StoreCacheHandler(redisStore());
    // What loading the server's modules on a busy machine does: nothing else runs meanwhile.
    const busyUntil = Date.now() + 1200;
    while (Date.now() < busyUntil);
    expect(await started.get('/home')).not.toBeNull();
  });

  it('renders from the database while Redis is away, and forgets no expiry made meanwhile', async () => {
    // The writer reaches Redis through a link the test can cut; the reader directly.
    const link = await startLink(6379);
    const writer = new StoreCacheHandler(
      await ready(redisStore(`redis://127.0.0.1:${link.port}/${REDIS_DB}`)),
    );
    const reader = new StoreCacheHandler(await ready(redisStore()));
    await reader.set('/home', page('outage-tag'));
    expect(await writer.get('/home')).not.toBeNull();

    await link.cut();
    await expect.poll(() => writer.store.ping()).toBe(false);
    // Nothing fails: reads miss, writes are skipped, the expiry waits in the writer.
    expect(await writer.get('/home')).toBeNull();
    await writer.set('/contact', page('configuration'));
    await writer.revalidateTag('outage-tag', { expire: 0 });

    await link.restore();
    // Once back, the expiry reaches Redis and no instance serves the old page again.
    await expect.poll(() => reader.get('/home'), { timeout: 10_000 }).toBeNull();
    await link.cut();
  });

  it('gives up on a Redis that stops answering, and serves from it again once it answers', async () => {
    // The reader reaches Redis through a link that keeps its connections but holds what is
    // sent, both ways, until it forwards again: no error, no close, just silence (a hung
    // server, a route gone for a while).
    const link = await startLink(6379);
    const viaLink = `redis://127.0.0.1:${link.port}/${REDIS_DB}`;
    try {
      const reader = new StoreCacheHandler(await ready(redisStore(viaLink)));
      const closing = new StoreCacheHandler(await ready(redisStore(viaLink)));
      const writer = new StoreCacheHandler(await ready(redisStore()));
      await writer.set('/home', page('stall-tag'));
      expect(await reader.get('/home')).not.toBeNull();

      link.stall();
      // The page renders from the database after about the command timeout (500 ms); the
      // bound is generous for a loaded machine, the 10 s of a hang far above it.
      const answer = await timedRun(reader.get('/home'));
      expect(answer.value).toBeNull();
      expect(answer.ms).toBeGreaterThanOrEqual(400);
      expect(answer.ms).toBeLessThan(3000);
      // Writes are skipped as quickly; closing with a read still unanswered does not wait.
      expect((await timedRun(reader.set('/contact', page('configuration')))).ms).toBeLessThan(3000);
      const unanswered = closing.get('/home');
      expect((await timedRun(closing.store.close())).ms).toBeLessThan(3000);
      expect(await unanswered).toBeNull();

      link.resume();
      await expect.poll(() => reader.get('/home'), { timeout: 10_000 }).not.toBeNull();
    } finally {
      await link.cut();
    }
  });
});

/** What the promise gave and how long it took, or 'hung' after 10 s (well before vitest's timeout). */
async function timedRun<T>(promise: Promise<T>): Promise<{ value: T | 'hung'; ms: number }> {
  const started = performance.now();
  let guard: NodeJS.Timeout | undefined;
  const hung = new Promise<'hung'>((resolve) => {
    guard = setTimeout(() => resolve('hung'), 10_000);
  });
  const value = await Promise.race([promise, hung]).finally(() => clearTimeout(guard));
  return { value, ms: performance.now() - started };
}

/**
 * A TCP relay to a local port, which the test can cut and restore on the same port, or stall:
 * the connections stay open and what is sent is held, either way, until it resumes (as TCP
 * delivers late but never loses).
 */
async function startLink(target: number) {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let held: (() => void)[] | undefined;
  const forward = (from: net.Socket, to: net.Socket) =>
    from.on('data', (chunk) => {
      if (held) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect({ host: '127.0.0.1', port: target });
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => {
            sockets.delete(socket);
            // One side gone: the other goes too, as a pipe would end it.
            (socket === client ? upstream : client).destroy();
          });
          socket.on('error', () => socket.destroy());
        }
        forward(client, upstream);
        forward(upstream, client);
      });
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await listen();
  return {
    port,
    stall: () => {
      held ??= [];
    },
    resume: () => {
      const writes = held ?? [];
      held = undefined;
      for (const write of writes) write();
    },
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server?.close(() => resolve());
      }),
    restore: listen,
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
