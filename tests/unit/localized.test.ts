import { describe, expect, it } from 'vitest';
import { inLocaleOrder } from '@/lib/localized';

const demo = [
  { name: 'Buldoexcavatoare', nameEn: 'Backhoe loaders' },
  { name: 'Compactoare', nameEn: 'Rollers and compactors' },
  { name: 'Excavatoare', nameEn: 'Excavators' },
  { name: 'Manipulatoare telescopice', nameEn: 'Telehandlers' },
  { name: 'Miniexcavatoare', nameEn: 'Mini excavators' },
  { name: 'Schele', nameEn: null },
];

describe('category lists in the order of the page language (issue #34)', () => {
  it('sorts English pages by the English names, an untranslated one by the name it shows', () => {
    expect(inLocaleOrder('en', demo).map((category) => category.nameEn ?? category.name)).toEqual([
      'Backhoe loaders',
      'Excavators',
      'Mini excavators',
      'Rollers and compactors',
      'Schele',
      'Telehandlers',
    ]);
  });

  it("keeps the catalogue's own order on Romanian pages, and never changes the list it is given", () => {
    const copy = [...demo];
    expect(inLocaleOrder('ro', demo)).toEqual(demo);
    inLocaleOrder('en', demo);
    expect(demo).toEqual(copy);
  });
});
