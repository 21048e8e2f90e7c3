import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { NotFoundView } from './not-found-view';

/**
 * The tab title of every 404 page. Next keeps the metadata of the page that called notFound()
 * (a nested not-found.tsx cannot set any), so each page that can answer 404 returns this from
 * its generateMetadata when it will not find what it shows.
 */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('title') };
}

/** The text of every 404 page, in the language of the address that was not found. */
export async function NotFoundContent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <NotFoundView
      texts={[t('title'), t('text'), t('home')]}
      homeHref={getPathname({ href: '/home', locale })}
    />
  );
}
