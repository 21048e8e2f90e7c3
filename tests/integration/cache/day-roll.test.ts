import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreCacheHandler } from '@/server/cache/handler.mjs';
import { createMemoryStore } from '@/server/cache/memory-store.mjs';

/**
 * A product page holds "which days are free" (issue #35): the cache handler stops serving it,
 * and the availability read behind it, once the day has changed in Romania.
 */
const productPage = (tags: string) => ({
  kind: 'APP_PAGE',
  html: '<p>Disponibil acum</p>',
  rscData: Buffer.from('rsc payload'),
  segmentData: new Map([['/_index', Buffer.from('segment')]]),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the day roll', () => {
  it('drops pages tagged availability at midnight in Bucharest, and keeps the others', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:59 in Bucharest on 14 July 2026 (UTC+3).
    vi.setSystemTime(Date.UTC(2026, 6, 14, 20, 59, 0));
    const handler = new StoreCacheHandler(createMemoryStore(8 * 1024 * 1024));
    await handler.set('product', productPage('products,categories,availability'), {});
    await handler.set('home', productPage('products,categories'), {});
    vi.setSystemTime(Date.UTC(2026, 6, 14, 20, 59, 59));
    expect(await handler.get('product')).not.toBeNull();
    vi.setSystemTime(Date.UTC(2026, 6, 14, 21, 0, 0));
    expect(await handler.get('product')).toBeNull();
    expect(await handler.get('home')).not.toBeNull();
    // Rendered again after midnight, it is served all day.
    await handler.set('product', productPage('products,categories,availability'), {});
    vi.setSystemTime(Date.UTC(2026, 6, 15, 20, 59, 0));
    expect(await handler.get('product')).not.toBeNull();
  });
});
