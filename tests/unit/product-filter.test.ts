import { describe, expect, it } from 'vitest';
import { substringPattern } from '@/lib/products/filter';

describe('substringPattern (the spec §4 filter in SQL)', () => {
  it('matches anywhere, and LIKE wildcards in what was typed stand for themselves', () => {
    expect(substringPattern('JCB')).toBe('%JCB%');
    expect(substringPattern('50%')).toBe('%50\\%%');
    expect(substringPattern('cat_3')).toBe('%cat\\_3%');
    expect(substringPattern('a\\b')).toBe('%a\\\\b%');
  });
});
