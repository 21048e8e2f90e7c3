import { describe, expect, it } from 'vitest';
import { expiryOf, isExpired, renderedAt, RENDER_WINDOW_MS } from '@/server/cache/tags.mjs';

describe('an expired tag', () => {
  const T = 1_800_000_000_000;
  it('makes an entry written before it, or in the same millisecond, unservable', () => {
    const state = expiryOf({ expire: 0 }, T);
    expect(isExpired(state, T - 1, T)).toBe(true);
    // A page stored and its tag expired within one millisecond: the page must go.
    expect(isExpired(state, T, T)).toBe(true);
    expect(isExpired(state, T + 1, T + 1)).toBe(false);
    expect(isExpired(undefined, T, T)).toBe(false);
  });

  it('waits for its expiry time when given one', () => {
    const state = expiryOf({ expire: 60 }, T);
    expect(isExpired(state, T - 1, T + 59_000)).toBe(false);
    expect(isExpired(state, T - 1, T + 60_000)).toBe(true);
  });

  it('dates a render that ends soon after it before it, so the render is not served', () => {
    const state = expiryOf({ expire: 0 }, T);
    const made = renderedAt(T + 100, [state]);
    expect(isExpired(state, made, T + 100)).toBe(true);
    expect(renderedAt(T + RENDER_WINDOW_MS + 1, [state])).toBe(T + RENDER_WINDOW_MS + 1);
  });
});
