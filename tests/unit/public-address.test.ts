import { describe, expect, it } from 'vitest';
import { decideAddress, encodePath, type CatalogueAddresses } from '@/lib/routing/public-address';

const catalogue: CatalogueAddresses = {
  categories: ['aaa-test-ștergere', 'buldoexcavatoare', 'excavatoare'],
  productCategory: new Map<string, string | null>([
    ['jcb-3cx', 'buldoexcavatoare'],
    ['cat-320', 'excavatoare'],
    ['orfan', null],
  ]),
};
let reads = 0;
const decide = (path: string) =>
  decideAddress(path, async () => {
    reads += 1;
    return catalogue;
  });

describe('the address gate of the public site', () => {
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

  it('reads the catalogue only for an address under /categorie', async () => {
    reads = 0;
    for (const path of ['/home', '/en/contact', '/nu-exista', '/en/x/y']) await decide(path);
    expect(reads).toBe(0);
    await decide('/categorie/excavatoare');
    expect(reads).toBe(1);
  });

  it('has nowhere to send a category when there is none', async () => {
    const empty = { categories: [], productCategory: new Map() };
    expect(await decideAddress('/categorie/x', async () => empty)).toEqual({
      kind: 'not-found',
      locale: 'ro',
    });
  });

  it('percent-encodes every segment of a redirect', async () => {
    expect(encodePath('/categorie/aaa-test-ștergere')).toBe('/categorie/aaa-test-%C8%99tergere');
    expect(encodePath('/en/categorie/a b?c')).toBe('/en/categorie/a%20b%3Fc');
  });
});
