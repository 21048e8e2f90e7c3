import { describe, expect, it } from 'vitest';
import { splitInHalves } from '@/lib/split';

describe('splitInHalves (home category columns)', () => {
  it('puts ceil(n/2) items in the first column', () => {
    expect(splitInHalves([1, 2, 3, 4, 5])).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(splitInHalves([1, 2, 3, 4])).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(splitInHalves([1])).toEqual([[1], []]);
    expect(splitInHalves([])).toEqual([[], []]);
  });
});
