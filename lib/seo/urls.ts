import { localePath, routing } from '@/i18n/routing';
import { env } from '@/lib/env';

/** Absolute URL on the public site (SITE_URL), for canonical links, sitemap and JSON-LD. */
export function absoluteUrl(path: string): string {
  return `${env().siteUrl}${path}`;
}

/** hreflang alternates of a page: every language and x-default (ro). */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of routing.locales) languages[locale] = absoluteUrl(localePath(locale, path));
  languages['x-default'] = absoluteUrl(localePath(routing.defaultLocale, path));
  return languages;
}
