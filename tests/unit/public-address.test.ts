import { describe, expect, it } from 'vitest';
import {
  asciiSpellings,
  decideAddress,
  encodePath,
  type CatalogueAddresses,
} from '@/lib/routing/public-address';

const catalogue: CatalogueAddresses = {
  categories: ['aaa-test-ștergere', 'buldoexcavatoare', 'excavatoare'],
  productCategory: new Map<string, string | null>([
    ['jcb-3cx', 'buldoexcavatoare'],
    ['cat-320', 'excavatoare'],
    ['orfan', null],
    ['platformă-ț', 'aaa-test-ștergere'],
  ]),
  asciiSpellings: asciiSpellings(['jcb-3cx', 'cat-320', 'orfan', 'platformă-ț']),
  // 49 machines: three pages of 24.
  categorySizes: new Map([
    ['buldoexcavatoare', 1],
    ['excavatoare', 49],
  ]),
};
let reads = 0;
const decide = (path: string) =>
  decideAddress(path, async () => {
    reads += 1;
    return catalogue;
  });

describe('the address gate of the public site', () => {
  it('sends a machine written without Romanian letters to its address (308), page and PDF', async () => {
    for (const prefix of ['', '/en']) {
      for (const [typed, canonical] of [
        [
          '/categorie/aaa-test-stergere/utilaj/platforma-t',
          '/categorie/aaa-test-ștergere/utilaj/platformă-ț',
        ],
        [
          '/categorie/aaa-test-%C8%99tergere/utilaj/platforma-t',
          '/categorie/aaa-test-ștergere/utilaj/platformă-ț',
        ],
        [
          '/categorie/aaa-test-stergere/utilaj/platforma-t/fisa-tehnica.pdf',
          '/categorie/aaa-test-ștergere/utilaj/platformă-ț/fisa-tehnica.pdf',
        ],
        ['/categorie/aaa-test-stergere', '/categorie/aaa-test-ștergere'],
      ]) {
        expect(await decide(prefix + typed), prefix + typed).toEqual({
          kind: 'redirect',
          path: prefix + canonical,
          permanent: true,
        });
      }
    }
    // The canonical spelling passes; a made-up one is still not found.
    expect(await decide('/categorie/aaa-test-%C8%99tergere/utilaj/platform%C4%83-%C8%9B')).toEqual({
      kind: 'pass',
    });
    expect(await decide('/categorie/aaa-test-stergere/utilaj/platforma-x')).toEqual({
      kind: 'not-found',
      locale: 'ro',
    });
  });

  it('keeps no ASCII spelling that names two machines or is itself a machine', () => {
    expect([...asciiSpellings(['ță', 'tă', 'ta', 'șa', 'x'])]).toEqual([['sa', 'șa']]);
  });

  it('lets the pages that exist through, in both languages', async () => {
    for (const path of [
      '/home',
      '/contact',
      '/cautare',
      '/version',
      '/categorie/excavatoare',
      '/categorie/aaa-test-%C8%99tergere',
      '/categorie/buldoexcavatoare/utilaj/jcb-3cx',
      '/categorie/excavatoare/utilaj/cat-320/fisa-tehnica.pdf',
    ]) {
      expect(await decide(path), path).toEqual({ kind: 'pass' });
      expect(await decide(`/en${path}`), `/en${path}`).toEqual({ kind: 'pass' });
    }
  });

  it('sends an unknown category to the first one, for a while (it may change)', async () => {
    expect(await decide('/categorie/nu-exista')).toEqual({
      kind: 'redirect',
      path: '/categorie/aaa-test-ștergere',
      permanent: false,
    });
    expect(await decide('/categorie/%E0%A4%A')).toMatchObject({
      kind: 'redirect',
      permanent: false,
    });
    expect(await decide('/en/categorie/nu-exista')).toMatchObject({
      path: '/en/categorie/aaa-test-ștergere',
    });
  });

  it('sends another spelling of a page to its own address for good', async () => {
    expect(await decide('/categorie/Excavatoare')).toEqual({
      kind: 'redirect',
      path: '/categorie/excavatoare',
      permanent: true,
    });
    expect(await decide('/categorie/Buldoexcavatoare/utilaj/JCB-3CX')).toMatchObject({
      path: '/categorie/buldoexcavatoare/utilaj/jcb-3cx',
      permanent: true,
    });
    expect(await decide('/en/categorie/excavatoare/utilaj/CAT-320/fisa-tehnica.pdf')).toMatchObject(
      {
        path: '/en/categorie/excavatoare/utilaj/cat-320/fisa-tehnica.pdf',
      },
    );
  });

  it('answers not found for every other address, in the language of the address', async () => {
    for (const path of [
      '/nu-exista',
      '/categorie',
      '/categorie/',
      '/categorie/excavatoare/utilaj/nu-exista',
      '/categorie/excavatoare/utilaj/jcb-3cx',
      '/categorie/excavatoare/utilaj/orfan',
      '/categorie/excavatoare/utilaj/cat-320/alt.pdf',
      '/categorie/excavatoare/utilaj/cat-320/fisa-tehnica.pdf/x',
      '/categorie/excavatoare/altceva/cat-320',
      '/pagina-negasita',
      `/${'a'.repeat(2000)}`,
      '/home/x',
    ]) {
      expect(await decide(path), path).toEqual({ kind: 'not-found', locale: 'ro' });
    }
    expect(await decide('/en/nu-exista')).toEqual({ kind: 'not-found', locale: 'en' });
  });

  it("lets an offer's page through only with a token's shape, without the catalogue (issue #44)", async () => {
    const token = 'Ab3_-'.repeat(8) + 'xyz';
    reads = 0;
    expect(await decide(`/oferta/${token}`)).toEqual({ kind: 'pass' });
    expect(await decide(`/en/oferta/${token}`)).toEqual({ kind: 'pass' });
    for (const path of [
      '/oferta',
      `/oferta/${token.slice(1)}`,
      `/oferta/${token}x`,
      `/oferta/${token}/accept`,
      `/oferta/${token.slice(1)}%`,
    ]) {
      expect(await decide(path), path).toEqual({ kind: 'not-found', locale: 'ro' });
    }
    expect(await decide(`/en/oferta/${token.slice(2)}`)).toEqual({
      kind: 'not-found',
      locale: 'en',
    });
    expect(reads).toBe(0);
  });

  it('reads the catalogue only for an address under /categorie', async () => {
    reads = 0;
    for (const path of ['/home', '/en/contact', '/nu-exista', '/en/x/y']) await decide(path);
    expect(reads).toBe(0);
    await decide('/categorie/excavatoare');
    expect(reads).toBe(1);
  });

  it('has nowhere to send a category when there is none', async () => {
    const empty = { categories: [], productCategory: new Map(), categorySizes: new Map() };
    expect(await decideAddress('/categorie/x', async () => empty)).toEqual({
      kind: 'not-found',
      locale: 'ro',
    });
  });

  it('rewrites a category view to its own route, one canonical address each (issue #34)', async () => {
    const at = (path: string) => {
      const url = new URL(path, 'http://site');
      return decideAddress(url.pathname, async () => catalogue, url.searchParams);
    };
    expect(await at('/categorie/excavatoare?pagina=3')).toEqual({
      kind: 'rewrite',
      path: '/ro/categorie/excavatoare/lista/model.toate.3',
    });
    expect(
      await at('/en/categorie/excavatoare?ordine=pret-desc&doar-cu-pret=1&utm_source=x'),
    ).toEqual({
      kind: 'rewrite',
      path: '/en/categorie/excavatoare/lista/pret-desc.cu-pret.1',
    });
    // The parameters' order does not matter: the view is the same cached page.
    expect(await at('/categorie/excavatoare?pagina=2&ordine=pret')).toEqual({
      kind: 'rewrite',
      path: '/ro/categorie/excavatoare/lista/pret.toate.2',
    });
    // The default view is the category's own page; other spellings of a view go to its own.
    expect(await at('/categorie/excavatoare?utm_source=x')).toEqual({ kind: 'pass' });
    for (const [asked, search] of [
      ['/categorie/excavatoare?pagina=1', ''],
      ['/categorie/excavatoare?ordine=model&pagina=2', '?pagina=2'],
      ['/categorie/excavatoare?pagina=2&pagina=2', '?pagina=2'],
      ['/categorie/Excavatoare?ordine=pret', '?ordine=pret'],
    ] as const) {
      expect(await at(asked), asked).toEqual({
        kind: 'redirect',
        path: '/categorie/excavatoare',
        permanent: true,
        search,
      });
    }
    // A page past the last, or a value the site never writes, is nowhere.
    for (const asked of [
      '/categorie/excavatoare?pagina=4',
      '/categorie/buldoexcavatoare?pagina=2',
      '/categorie/excavatoare?pagina=0',
      '/categorie/excavatoare?pagina=02',
      '/categorie/excavatoare?ordine=pret-asc',
      '/categorie/excavatoare?doar-cu-pret=da',
      '/categorie/excavatoare/lista/model.toate.2',
    ]) {
      expect(await at(asked), asked).toEqual({ kind: 'not-found', locale: 'ro' });
    }
    expect(await at('/categorie/aaa-test-%C8%99tergere?pagina=1')).toMatchObject({
      kind: 'redirect',
    });
  });

  it('percent-encodes every segment of a redirect', async () => {
    expect(encodePath('/categorie/aaa-test-ștergere')).toBe('/categorie/aaa-test-%C8%99tergere');
    expect(encodePath('/en/categorie/a b?c')).toBe('/en/categorie/a%20b%3Fc');
  });
});
