import type { Metadata } from 'next';
import { NotFoundContent, notFoundMetadata } from '@/components/site/not-found-content';
import { routing } from '@/i18n/routing';
import './globals.css';

const locale = routing.defaultLocale;

export function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(locale);
}

/**
 * Addresses outside the locale tree (a first segment that is no locale, such as '/x.png',
 * which the proxy never sees): the 404 text in the default language. Next renders this
 * boundary into every page's payload, so it must not read the request (headers, next-intl's
 * request locale): that would make every public page dynamic and defeat the full-route cache.
 * Unknown paths inside the locale tree get the translated 404 within the shell
 * ([locale]/(site)/not-found.tsx).
 */
export default function GlobalNotFound() {
  return (
    <html lang={locale}>
      <body>
        <main id="main" className="site-main">
          <NotFoundContent locale={locale} />
        </main>
      </body>
    </html>
  );
}
