import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { listBanners } from '@/lib/banners/queries';
import { listCategories } from '@/lib/categories/queries';
import { getConfigurationValues } from '@/lib/configuration/queries';
import { buildAltText } from '@/lib/images/alt';
import { altWords } from '@/lib/images/alt-words';
import { companyJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/urls';
import { localePath, type Locale } from '@/i18n/routing';
import { BannerCarousel } from './banner-carousel';
import { CookieBar } from './cookie-bar';
import { Footer } from './footer';
import { Header } from './header';
import { JsonLd } from './json-ld';
import { LoadingOverlay } from './loading-overlay';
import { MainNav } from './main-nav';
import { SavedLocaleSync } from './saved-locale-sync';
import { ServiceWorkerRegistration } from './service-worker-registration';
import { WebVitalsReporter } from './web-vitals-reporter';

/**
 * The public shell (spec §2): header, banners, main navigation, the page, the footer, plus the
 * cookie bar and the loading overlay. Used by the (site) layout and by the 404 page; /version
 * shows the header alone.
 */
export async function SiteShell({ children }: { children: ReactNode }) {
  const [tFooter, tMeta, config, categories, banners, words, locale] = await Promise.all([
    getTranslations('Footer'),
    getTranslations('Metadata'),
    getConfigurationValues(),
    listCategories(),
    listBanners(),
    altWords(),
    getLocale(),
  ]);
  // The offer item opens the first category; with none yet, the home page.
  const firstCategory = categories[0];
  const offerHref = firstCategory ? `/categorie/${firstCategory.slug}` : '/home';
  return (
    <>
      <Header />
      <BannerCarousel
        banners={banners.map((banner, index) => ({
          ...banner,
          // The §3 alt rule in the page's language (the API's is Romanian).
          image: { ...banner.image, alt: buildAltText({ kind: 'presentation', index }, words) },
        }))}
      />
      <MainNav offerHref={offerHref} />
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <Footer config={config} />
      <JsonLd
        data={companyJsonLd({
          name: tMeta('siteName'),
          legalName: tFooter('companyName'),
          taxId: tFooter('taxId'),
          address: tFooter('address'),
          phone: config.contact_phone,
          email: config.contact_mail_to,
          // The home page in the page's language (/en/home on English pages).
          url: absoluteUrl(localePath(locale as Locale, '/home')),
        })}
      />
      <CookieBar />
      <ServiceWorkerRegistration />
      <WebVitalsReporter />
      <SavedLocaleSync />
      {/* useSearchParams needs a boundary, or every page would render on the client only. */}
      <Suspense fallback={null}>
        <LoadingOverlay />
      </Suspense>
    </>
  );
}
