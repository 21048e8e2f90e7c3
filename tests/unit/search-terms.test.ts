import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/errors';
import { searchQueryFrom } from '@/lib/search/params';
import { searchTerms } from '@/lib/search/terms';

describe('searchTerms', () => {
  it('keeps runs of letters and digits, lower-cased, each once, diacritics and all', () => {
    expect(searchTerms('  Săpături   FUNDAȚII, săpături! ')).toEqual(['săpături', 'fundații']);
    expect(searchTerms('CAT 320')).toEqual(['cat', '320']);
    expect(searchTerms('Kubota KX027-4')).toEqual(['kubota', 'kx027', '4']);
  });

  it('turns every other character into a separator, so none reaches the SQL', () => {
    expect(searchTerms("'; drop table products; --")).toEqual(['drop', 'table', 'products']);
    expect(searchTerms('%_\\ :* & | ! <-> () $1 \u0000\u0007')).toEqual(['1']);
    expect(searchTerms('')).toEqual([]);
  });

  it('reads decomposed diacritics as the letters they are', () => {
    expect(searchTerms('fundat\u0326ii')).toEqual(['fundații']);
  });

  it('keeps at most 8 words of at most 40 characters', () => {
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTerms('x'.repeat(60))).toEqual(['x'.repeat(40)]);
  });
});

describe('searchQueryFrom', () => {
  const read = (query: string) => searchQueryFrom(new URLSearchParams(query));
  const codeOf = (query: string) => {
    try {
      read(query);
      return null;
    } catch (error) {
      return error instanceof ApiError ? error.errors[0] : error;
    }
  };

  it('defaults to 24 results and no words', () => {
    expect(read('')).toEqual({ terms: [], limit: 24 });
    expect(read('q=cat&limit=50')).toEqual({ terms: ['cat'], limit: 50 });
  });

  it('refuses a query over 100 characters and a limit outside 1 to 50', () => {
    expect(codeOf(`q=${'a'.repeat(100)}`)).toBeNull();
    expect(codeOf(`q=${'a'.repeat(101)}`)).toEqual({ msg: 'INVALID_SEARCH_QUERY', param: 'q' });
    for (const limit of ['0', '51', '007', '-1', '2.5', 'x']) {
      expect(codeOf(`q=a&limit=${limit}`), limit).toEqual({
        msg: 'INVALID_SEARCH_LIMIT',
        param: 'limit',
      });
    }
  });
});
