import type { Metadata } from 'next';
import type { Locale } from '@/i18n/routing';
import { env } from '@/lib/env';

export interface PageMetadataInput {
  locale: Locale;
  /** The path without the locale prefix, e.g. '/categorie/excavatoare'. */
  path: string;
  title: string;
  description: string;
  keywords?: string[];
  /** An absolute or site-relative picture for Open Graph and Twitter cards. */
  image?: { url: string; width: number; height: number; alt: string };
}

/** The address of a page in a language: ro has no prefix, en lives under /en (next-intl). */
export function localizedUrl(locale: Locale, path: string): string {
  return `${env().siteUrl}${locale === 'ro' ? '' : '/en'}${path}`;
}

/** Title, description, canonical, hreflang alternates, Open Graph and Twitter tags of a page. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const { locale, path, title, description, keywords, image } = input;
  const url = localizedUrl(locale, path);
  const images = image
    ? [{ ...image, url: new URL(image.url, env().siteUrl).toString() }]
    : undefined;
  return {
    title,
    description,
    keywords,
    alternates: {
      canonical: url,
      languages: {
        ro: localizedUrl('ro', path),
        en: localizedUrl('en', path),
        'x-default': localizedUrl('ro', path),
      },
    },
    openGraph: {
      type: 'website',
      url,
      title,
      description,
      locale: locale === 'ro' ? 'ro_RO' : 'en_GB',
      images,
    },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description, images },
  };
}

/** Text for a description meta: single spaces, at most `max` characters, cut at a word. */
export function shortText(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}
