import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { listBanners } from '@/lib/banners/queries';
import { listCategories } from '@/lib/categories/queries';
import { getConfigurationValues } from '@/lib/configuration/queries';
import { BannerCarousel } from './banner-carousel';
import { CookieBar } from './cookie-bar';
import { Footer } from './footer';
import { Header } from './header';
import { LoadingOverlay } from './loading-overlay';
import { MainNav } from './main-nav';

/**
 * The public shell (spec §2): header, banners, main navigation, the page, the footer, plus the
 * cookie bar and the loading overlay. Used by the (site) layout and by the 404 page.
 */
export async function SiteShell({ children }: { children: ReactNode }) {
  const [t, config, categories, banners] = await Promise.all([
    getTranslations('Site'),
    getConfigurationValues(),
    listCategories(),
    listBanners(),
  ]);
  // The offer item opens the first category; with none yet, the home page.
  const firstCategory = categories[0];
  const offerHref = firstCategory ? `/categorie/${firstCategory.slug}` : '/home';
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Header config={config} />
      <BannerCarousel banners={banners} />
      <MainNav offerHref={offerHref} />
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <Footer config={config} />
      <CookieBar />
      {/* useSearchParams needs a boundary, or every page would render on the client only. */}
      <Suspense fallback={null}>
        <LoadingOverlay />
      </Suspense>
    </>
  );
}
