import type { Metadata } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { EarlyClicks } from '@/components/site/early-clicks';
import { clientMessages, SHELL_KEYS, SHELL_NAMESPACES } from '@/i18n/client-messages';
import { routing } from '@/i18n/routing';
import '../globals.css';

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return { title: `${t('siteName')} - ${t('tagline')}` };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider messages={await clientMessages(SHELL_NAMESPACES, SHELL_KEYS)}>
          {children}
        </NextIntlClientProvider>
        <EarlyClicks />
      </body>
    </html>
  );
}
