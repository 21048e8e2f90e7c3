import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundContent, notFoundMetadata } from '@/components/site/not-found-content';
import type { Locale } from '@/i18n/routing';

// The document of every public 404 (server/not-found-page.mjs): the not-found view in the
// site's shell, rendered once per language and then served from the cache. proxy.ts rewrites
// every made-up address to it; the server sends it with status 404.
export const revalidate = false;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/pagina-negasita'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  return { ...(await notFoundMetadata(locale)), robots: { index: false } };
}

export default async function NotFoundView({ params }: PageProps<'/[locale]/pagina-negasita'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <NotFoundContent locale={locale} />;
}
