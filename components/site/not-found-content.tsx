import type { Metadata } from 'next';
import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { NotFoundNavMark } from './not-found-nav-mark';

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
    <div className="page not-found" data-testid="not-found">
      <NotFoundNavMark />
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('title')}</h1>
      <p className="lead">{t('text')}</p>
      <NextLink href={getPathname({ href: '/home', locale })} className="button">
        {t('home')}
      </NextLink>
    </div>
  );
}
