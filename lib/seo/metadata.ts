import type { Metadata } from 'next';
import type { Locale } from '@/i18n/routing';
import { htmlToText } from '@/lib/html/sanitize';
import { localePath } from '@/i18n/routing';
import { absoluteUrl, languageAlternates } from './urls';

export interface PageSeo {
  locale: Locale;
  /** The page's path without the language prefix, e.g. '/categorie/excavatoare'. */
  path: string;
  title: string;
  /** Plain text or HTML; markup is stripped and the text cut to a search snippet. */
  description: string;
  keywords?: string[];
  /** An absolute or site-relative picture for Open Graph and Twitter cards. */
  image?: { url: string; width?: number; height?: number; alt?: string };
  siteName: string;
}

/** Longest description kept: what search results show. */
const DESCRIPTION_LENGTH = 160;

export function describe(text: string): string {
  const plain = htmlToText(text).replace(/\s+/g, ' ').trim();
  if (plain.length <= DESCRIPTION_LENGTH) return plain;
  return `${plain.slice(0, DESCRIPTION_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
}

/** Title, description, canonical, hreflang, Open Graph, Twitter and keywords of a page. */
export function pageMetadata(seo: PageSeo): Metadata {
  const url = absoluteUrl(localePath(seo.locale, seo.path));
  const description = describe(seo.description);
  const images = seo.image
    ? [
        {
          ...seo.image,
          url: seo.image.url.startsWith('http') ? seo.image.url : absoluteUrl(seo.image.url),
        },
      ]
    : undefined;
  return {
    title: { absolute: seo.title },
    description,
    keywords: seo.keywords,
    alternates: { canonical: url, languages: languageAlternates(seo.path) },
    openGraph: {
      type: 'website',
      url,
      title: seo.title,
      description,
      siteName: seo.siteName,
      locale: seo.locale === 'ro' ? 'ro_RO' : 'en_GB',
      images,
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title: seo.title,
      description,
      images,
    },
  };
}
