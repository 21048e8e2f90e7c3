import { describe, expect, it } from 'vitest';
import { toSlug } from '@/lib/slug';

describe('toSlug (spec §2)', () => {
  it('lower-cases and turns spaces into hyphens', () => {
    expect(toSlug('Incarcatoare frontale')).toBe('incarcatoare-frontale');
    expect(toSlug('JCB 3CX')).toBe('jcb-3cx');
  });

  it('keeps Romanian letters and collapses runs of spaces', () => {
    expect(toSlug('  Platforme  de lucru ')).toBe('platforme-de-lucru');
    expect(toSlug('Încărcătoare Ștefan')).toBe('încărcătoare-ștefan');
  });
});
