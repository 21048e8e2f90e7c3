import { getLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/site/not-found-content';
import type { Locale } from '@/i18n/routing';

/** notFound() from a localised page outside the shell (such as /version). */
export default async function LocaleNotFound() {
  return (
    <main id="main" className="site-main">
      <NotFoundContent locale={(await getLocale()) as Locale} />
    </main>
  );
}
