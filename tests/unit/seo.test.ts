import { describe as group, expect, it } from 'vitest';
import { describe, pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';
import { localePath } from '@/i18n/routing';
import { languageAlternates } from '@/lib/seo/urls';

group('SEO helpers', () => {
  it('keeps ro unprefixed and puts en under /en', () => {
    expect(localePath('ro', '/home')).toBe('/home');
    expect(localePath('en', '/categorie/excavatoare')).toBe('/en/categorie/excavatoare');
    expect(languageAlternates('/contact')).toEqual({
      ro: 'http://localhost:3000/contact',
      en: 'http://localhost:3000/en/contact',
      'x-default': 'http://localhost:3000/contact',
    });
  });

  it('describes a page from its HTML without markup, cut at a word', () => {
    expect(describe('<p>Excavator <strong>CAT 320</strong> de închiriat.</p>')).toBe(
      'Excavator CAT 320 de închiriat.',
    );
    const long = describe(`<p>${'cuvânt '.repeat(60)}</p>`);
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('cuvânt…')).toBe(true);
  });

  it('builds canonical, hreflang, Open Graph and Twitter tags', () => {
    const metadata = pageMetadata({
      locale: 'en',
      path: '/home',
      title: 'Construction equipment rental',
      description: 'Rent excavators.',
      siteName: 'Inchirieri Utilaje',
      image: { url: '/api/image/abc.jpg', width: 800, height: 800 },
    });
    expect(metadata.alternates?.canonical).toBe('http://localhost:3000/en/home');
    expect(metadata.openGraph).toMatchObject({
      locale: 'en_GB',
      url: 'http://localhost:3000/en/home',
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
  });

  it('serialises JSON-LD so no script tag can be closed from the data', () => {
    const json = serializeJsonLd(breadcrumbJsonLd([{ name: '</script><b>', url: 'http://x' }]));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).itemListElement[0].name).toBe('</script><b>');
  });
});
