import { describe, expect, it } from 'vitest';
import { rateVital } from '@/lib/vitals/metrics';
import { deviceClassOf, pageTypeOf } from '@/lib/vitals/page-type';

describe('the page type a vitals beacon names', () => {
  it.each([
    ['/', 'home'],
    ['/home', 'home'],
    ['/en', 'home'],
    ['/en/home', 'home'],
    ['/contact', 'contact'],
    ['/en/contact', 'contact'],
    ['/categorie/excavatoare', 'category'],
    ['/en/categorie/excavatoare/', 'category'],
    ['/categorie/excavatoare/utilaj/cat-320', 'product'],
    ['/en/categorie/excavatoare/utilaj/cat-320', 'product'],
    ['/categorie/excavatoare/cat-320', 'other'],
    ['/categorie', 'other'],
    ['/version', 'other'],
    ['/en/nu-exista', 'other'],
    ['/english', 'other'],
  ])('%s is %s', (path, type) => {
    expect(pageTypeOf(path)).toBe(type);
  });

  it.each(['/categorie/nu-exista', '/en/categorie/x/utilaj/y', '/contact', '/'])(
    'a 404 at %s is other',
    (path) => {
      expect(pageTypeOf(path, true)).toBe('other');
    },
  );

  it('calls a viewport under 768 px mobile, from 768 px desktop', () => {
    expect(deviceClassOf(375)).toBe('mobile');
    expect(deviceClassOf(767)).toBe('mobile');
    expect(deviceClassOf(768)).toBe('desktop');
  });
});

describe('the Core Web Vitals rating of a p75', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1801, 'poor'],
  ] as const)('%s %d is %s', (metric, value, rating) => {
    expect(rateVital(metric, value)).toBe(rating);
  });
});
