import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/site/not-found-content';
import { SiteShell } from '@/components/site/site-shell';
import type { Locale } from '@/i18n/routing';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  return { title: t('title') };
}

/**
 * Addresses outside the locale tree (an unknown first segment with a file extension, an
 * unknown locale): the shell and the 404 text, in ro unless the proxy said otherwise.
 */
export default async function GlobalNotFound() {
  const locale = (await getLocale()) as Locale;
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider>
          <SiteShell>
            <NotFoundContent locale={locale} />
          </SiteShell>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
