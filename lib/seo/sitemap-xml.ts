import { localePath, routing } from '@/i18n/routing';
import { absoluteUrl, languageAlternates } from './urls';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function priorityOf(path: string): string {
  return path === '/home' ? '1' : path.includes('/utilaj/') ? '0.8' : '0.6';
}

/** A child sitemap: every path in each language, with its hreflang alternates (as before). */
export function urlsetXml(paths: readonly string[]): string {
  const parts = [
    XML_HEAD,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
  ];
  for (const path of paths) {
    const alternates = Object.entries(languageAlternates(path))
      .map(
        ([lang, href]) =>
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}" />\n`,
      )
      .join('');
    for (const locale of routing.locales) {
      parts.push(
        `<url>\n<loc>${escapeXml(absoluteUrl(localePath(locale, path)))}</loc>\n${alternates}` +
          `<changefreq>weekly</changefreq>\n<priority>${priorityOf(path)}</priority>\n</url>\n`,
      );
    }
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

/** The sitemap index: one entry per child sitemap. */
export function sitemapIndexXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>\n`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}

/** Where child sitemap `index` is served. */
export function childSitemapPath(index: number): string {
  return `/sitemaps/${index}.xml`;
}
