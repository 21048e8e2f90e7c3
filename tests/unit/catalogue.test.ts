import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeParam } from '@/lib/products/catalogue';
import { setScrollTopFlag, takeScrollTopFlag } from '@/lib/scroll-flag';

describe('decodeParam (route slugs)', () => {
  it('decodes escapes and leaves a malformed one as it is', () => {
    expect(decodeParam('macarale-%C8%99enile')).toBe('macarale-șenile');
    expect(decodeParam('excavatoare')).toBe('excavatoare');
    expect(decodeParam('100%')).toBe('100%');
  });
});

describe('scroll-to-top flag (spec §4)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is read once: set by the navigation, taken by the page it opens', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    });
    expect(takeScrollTopFlag()).toBe(false);
    setScrollTopFlag();
    expect(takeScrollTopFlag()).toBe(true);
    expect(takeScrollTopFlag()).toBe(false);
  });

  it('never throws when storage is unavailable', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    });
    expect(() => setScrollTopFlag()).not.toThrow();
    expect(takeScrollTopFlag()).toBe(false);
  });
});
