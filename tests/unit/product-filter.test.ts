import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, distinctCategories, filterProducts } from '@/lib/products/filter';

const products = [
  { model: 'JCB 3CX', category: 'Buldoexcavatoare' },
  { model: 'Caterpillar 320', category: 'Excavatoare' },
  { model: 'Bomag BW 120', category: 'Cilindri compactori' },
  { model: 'Manitou MT 1440', category: 'Necunoscut' },
  { model: 'cat 432F', category: 'Buldoexcavatoare' },
];

const models = (list: { model: string }[]) => list.map((product) => product.model);

describe('filterProducts', () => {
  it('keeps everything with all categories and no model typed', () => {
    expect(filterProducts(products, { category: ALL_CATEGORIES, model: '' })).toEqual(products);
  });

  it('matches the category as a case-insensitive substring', () => {
    expect(models(filterProducts(products, { category: 'excavatoare', model: '' }))).toEqual([
      'JCB 3CX',
      'Caterpillar 320',
      'cat 432F',
    ]);
    expect(models(filterProducts(products, { category: 'BULDO', model: '' }))).toEqual([
      'JCB 3CX',
      'cat 432F',
    ]);
  });

  it('matches the model as a case-insensitive substring', () => {
    expect(models(filterProducts(products, { category: ALL_CATEGORIES, model: 'CAT' }))).toEqual([
      'Caterpillar 320',
      'cat 432F',
    ]);
    expect(models(filterProducts(products, { category: ALL_CATEGORIES, model: 'bw 1' }))).toEqual([
      'Bomag BW 120',
    ]);
  });

  it('combines both filters', () => {
    expect(
      models(filterProducts(products, { category: 'Buldoexcavatoare', model: 'cat' })),
    ).toEqual(['cat 432F']);
    expect(filterProducts(products, { category: 'Cilindri', model: 'cat' })).toEqual([]);
  });

  it('ignores spaces around the typed model', () => {
    expect(models(filterProducts(products, { category: ALL_CATEGORIES, model: '  3cx ' }))).toEqual(
      ['JCB 3CX'],
    );
  });

  it('filters the placeholder category like any other', () => {
    expect(models(filterProducts(products, { category: 'necunoscut', model: '' }))).toEqual([
      'Manitou MT 1440',
    ]);
  });

  it('does not change the list it is given', () => {
    const copy = [...products];
    filterProducts(products, { category: 'Excavatoare', model: 'x' });
    expect(products).toEqual(copy);
  });
});

describe('distinctCategories', () => {
  it('lists each category once, alphabetically', () => {
    expect(distinctCategories(products)).toEqual([
      'Buldoexcavatoare',
      'Cilindri compactori',
      'Excavatoare',
      'Necunoscut',
    ]);
  });

  it('is empty without products', () => {
    expect(distinctCategories([])).toEqual([]);
  });
});
