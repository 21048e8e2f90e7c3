import { describe, expect, it } from 'vitest';
import { brandOf, keywords } from '@/lib/seo/keywords';

describe('the keywords meta: machine types and brands (spec §2)', () => {
  it('takes the brand from the first word of the model', () => {
    expect(brandOf('JCB 3CX')).toBe('JCB');
    expect(brandOf('  Bobcat   E35z ')).toBe('Bobcat');
    expect(brandOf('Manitou')).toBe('Manitou');
  });

  it('lists the terms, then each brand once, whatever its case', () => {
    expect(
      keywords(['Excavatoare', 'Compactoare'], ['CAT 320', 'Cat 432F2', 'JCB 3CX', 'JCB JS145']),
    ).toEqual(['Excavatoare', 'Compactoare', 'CAT', 'JCB']);
    expect(keywords(['Miniexcavatoare', 'Bobcat E35z'], ['Bobcat E35z'])).toEqual([
      'Miniexcavatoare',
      'Bobcat E35z',
      'Bobcat',
    ]);
    expect(keywords([], [])).toEqual([]);
  });
});
