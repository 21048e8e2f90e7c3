import { describe, expect, it } from 'vitest';
import { JsonNestingGuard } from '@/lib/http/json-nesting';

const bytes = (text: string) => new TextEncoder().encode(text);

/** Whether the text passes a guard of maxDepth, fed in chunks of `size` bytes. */
function passes(text: string, maxDepth: number, size = Infinity): boolean {
  const guard = new JsonNestingGuard(maxDepth);
  const all = bytes(text);
  for (let start = 0; start < all.length; start += size) {
    if (!guard.accept(all.subarray(start, start + size))) return false;
  }
  return true;
}

/** The deepest nesting of a parsed JSON value. */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

describe('JsonNestingGuard', () => {
  it('refuses one level past the limit, at any chunk size', () => {
    for (const size of [1, 2, 3, 7, Infinity]) {
      expect(passes('[[[1]]]', 3, size)).toBe(true);
      expect(passes('[[[[1]]]]', 3, size)).toBe(false);
      expect(passes('{"a":{"b":{"c":{}}}}', 3, size)).toBe(false);
    }
  });

  it('counts depth, not brackets: siblings do not add up', () => {
    expect(passes('[[1],[2],[3],{"a":[4]}]', 2)).toBe(false);
    expect(passes('[[1],[2],[3],{"a":4}]', 2)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes and backslashes included', () => {
    const samples = [
      '{"a":"[[[[{{{{"}',
      '{"a":"\\"[[[[[[\\""}',
      '{"a":"\\\\","b":"[[[["}',
      '["\\\\\\"[[[[[[","ș[[[[😀"]',
    ];
    for (const text of samples) {
      for (const size of [1, 2, 3, 5, Infinity]) {
        expect(passes(text, depthOf(JSON.parse(text)), size), `${text} by ${size}`).toBe(true);
      }
    }
  });

  it('agrees with JSON.parse on random values split at random places', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const pieces = ['[', '{', '"', '\\', 'x', ']', '}'];
    const value = (depth: number): unknown => {
      const roll = random();
      if (depth > 6 || roll < 0.3) {
        return Array.from(
          { length: Math.floor(random() * 6) },
          () => pieces[Math.floor(random() * pieces.length)],
        ).join('');
      }
      if (roll < 0.6) return Array.from({ length: 3 }, () => value(depth + 1));
      return { k: value(depth + 1), '[': value(depth + 1) };
    };
    for (let round = 0; round < 200; round++) {
      const parsed = value(0);
      const text = JSON.stringify(parsed);
      const depth = depthOf(parsed);
      const size = 1 + Math.floor(random() * 9);
      expect(passes(text, depth, size), text).toBe(true);
      if (depth > 0) expect(passes(text, depth - 1, size), text).toBe(false);
    }
  });
});
