import { getLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/site/not-found-content';
import type { Locale } from '@/i18n/routing';

/** notFound() from a page of the shell: the 404 keeps the header, navigation and footer. */
export default async function SiteNotFound() {
  return <NotFoundContent locale={(await getLocale()) as Locale} />;
}
