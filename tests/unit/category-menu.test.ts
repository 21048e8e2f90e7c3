import { describe, expect, it } from 'vitest';
import { menuEntries, menuHref } from '@/lib/products/category-menu';

const categories = [
  { name: 'Excavatoare', nameEn: 'Excavators', slug: 'excavatoare' },
  { name: 'Placi compactoare', nameEn: null, slug: 'placi-compactoare' },
  { name: 'Nacele', nameEn: null, slug: 'nacele-vechi' },
];

describe('the category menu of a category page (issue #34)', () => {
  it('carries a name alone when the slug rule gives its slug', () => {
    expect(menuEntries('ro', categories)).toEqual([
      ['Excavatoare'],
      ['Placi compactoare'],
      ['Nacele', 'nacele-vechi'],
    ]);
  });

  it('on English pages: the English name with its slug, a Romanian one marked as such', () => {
    expect(menuEntries('en', categories)).toEqual([
      ['Excavators', 'excavatoare'],
      ['Placi compactoare', '', 'ro'],
      ['Nacele', 'nacele-vechi', 'ro'],
    ]);
  });

  it('links each entry to its category, relative to the category page it is shown on', () => {
    const page = 'http://localhost/en/categorie/excavatoare?pagina=3';
    const links = menuEntries('en', categories).map((entry) => menuHref(entry));
    expect(links.map((href) => new URL(href, page).href)).toEqual([
      'http://localhost/en/categorie/excavatoare',
      'http://localhost/en/categorie/placi-compactoare',
      'http://localhost/en/categorie/nacele-vechi',
    ]);
    expect(new URL(menuHref(['Tip: nou']), 'http://localhost/categorie/x').pathname).toBe(
      '/categorie/tip:-nou',
    );
  });
});
