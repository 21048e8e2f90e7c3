import { describe, expect, it } from 'vitest';
import { toCategoryWire } from '@/lib/categories/wire';

describe('category on the wire', () => {
  const category = { uuid: 'c-1', name: 'Excavatoare', nameEn: 'Excavators', slug: 'excavatoare' };

  it('has exactly the fields docs/api.md lists, in that order', () => {
    expect(Object.keys(toCategoryWire(category))).toEqual(['uuid', 'name', 'name_en', 'slug']);
  });

  it('carries the English name as name_en, null when there is none', () => {
    expect(toCategoryWire(category)).toEqual({
      uuid: 'c-1',
      name: 'Excavatoare',
      name_en: 'Excavators',
      slug: 'excavatoare',
    });
    expect(toCategoryWire({ ...category, nameEn: null }).name_en).toBeNull();
  });
});
