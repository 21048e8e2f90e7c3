import { setRequestLocale } from 'next-intl/server';
import { SiteShell } from '@/components/site/site-shell';

/** Home, contact, category and product pages share the public shell. */
export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <SiteShell>{children}</SiteShell>;
}
