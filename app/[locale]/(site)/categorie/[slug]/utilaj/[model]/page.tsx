import type { Metadata } from 'next';
import Image from 'next/image';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ArrowLeftIcon, DocumentIcon } from '@/components/site/catalogue-icons';
import { JsonLd } from '@/components/site/json-ld';
import { notFoundMetadata } from '@/components/site/not-found-content';
import { ProductAvailability } from '@/components/site/product-availability';
import { ProductGallery } from '@/components/site/product-gallery';
import { RichHtml } from '@/components/site/rich-html';
import { SiteLink } from '@/components/site/site-link';
import { clientMessages, GALLERY_KEYS, GALLERY_NAMESPACES } from '@/i18n/client-messages';
import type { Locale } from '@/i18n/routing';
import { sanitizeRichText } from '@/lib/html/sanitize';
import { buildAltText } from '@/lib/images/alt';
import { altWords } from '@/lib/images/alt-words';
import { categoryName, pickText } from '@/lib/localized';
import { decodeParam } from '@/lib/products/catalogue';
import { datasheetPath, productPath } from '@/lib/products/paths';
import { hasPrice } from '@/lib/products/price';
import { priceTextsFor } from '@/lib/products/price-text';
import { todayInRomania } from '@/lib/reservations/days';
import { productAvailability } from '@/lib/reservations/public';
import { findProductBySlugs } from '@/lib/products/queries';
import type { ProductView } from '@/lib/products/view';
import { breadcrumbJsonLd, productJsonLd, webPageJsonLd } from '@/lib/seo/json-ld';
import { brandOf, keywords } from '@/lib/seo/keywords';
import { describe, pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/urls';
import { localePath } from '@/i18n/routing';
import styles from '@/components/site/product.module.css';

type Props = PageProps<'/[locale]/categorie/[slug]/utilaj/[model]'>;

// Rendered on the first visit, then cached until an admin write expires its tags.
export const revalidate = false;
export function generateStaticParams() {
  return [];
}

// The page and its metadata share one read on a first (uncached) visit.
const readProduct = cache((slug: string, model: string) =>
  findProductBySlugs(decodeParam(slug), decodeParam(model)),
);

type ProductTexts = Awaited<ReturnType<typeof getTranslations<'Product'>>>;

/**
 * What the page shows in its language: each text English when translated, else Romanian.
 * The description (meta and JSON-LD) is in the page's language only: on an English page
 * the English offer and details, or, with neither translated, a sentence made of the model
 * and the category's name, never the Romanian text (#34 audit).
 */
function localizedProduct(product: ProductView, locale: Locale, t: ProductTexts) {
  const offer = pickText(locale, product.headerOffer, product.headerOfferEn);
  const details = pickText(locale, product.details, product.detailsEn);
  const category = categoryName(locale, product);
  const inLanguage = [offer, details].filter((text) => !text.lang).map((text) => text.text);
  return {
    category,
    offer,
    details,
    technicalData: pickText(locale, product.technicalData, product.technicalDataEn),
    description:
      inLanguage.length > 0
        ? inLanguage.join(' ')
        : t('descriptionFallback', { model: product.model, category: category.text }),
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: requested, slug, model } = await params;
  const locale = requested as Locale;
  const product = await readProduct(slug, model);
  if (!product) return notFoundMetadata(locale);
  const [site, t] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    getTranslations({ locale, namespace: 'Product' }),
  ]);
  const texts = localizedProduct(product, locale, t);
  return pageMetadata({
    locale,
    path: productPath(product.categorySlug, product.slug),
    title: `${product.model} | ${site('siteName')} - ${site('tagline')}`,
    siteName: site('siteName'),
    description: texts.description,
    keywords: keywords([texts.category.text, product.model], [product.model]),
    image: { ...product.headerPhoto, alt: product.model },
  });
}

export default async function ProductPage({ params }: Props) {
  const { locale, slug, model } = await params;
  setRequestLocale(locale);
  const [product, t, words, nav] = await Promise.all([
    readProduct(slug, model),
    getTranslations('Product'),
    altWords(),
    getTranslations('Nav'),
  ]);
  if (!product) notFound();
  // Keyed by the day in Romania; the cache handler lets the page go at midnight there.
  const availability = await productAvailability(product.uuid, todayInRomania());
  const priceTexts = priceTextsFor(locale as Locale);
  const texts = localizedProduct(product, locale as Locale, t);
  const alt = (kind: 'presentation' | 'photo', index: number) =>
    buildAltText({ model: product.model, name: texts.category.text, kind, index }, words);
  const categoryPath = `/categorie/${product.categorySlug}`;
  const headerOffer = sanitizeRichText(texts.offer.text);
  const url = (path: string) => absoluteUrl(localePath(locale as Locale, path));
  const productUrl = url(productPath(product.categorySlug, product.slug));
  return (
    <article className={styles.product} aria-labelledby="product-title">
      <JsonLd
        data={[
          productJsonLd({
            name: product.model,
            description: describe(texts.description),
            category: texts.category.text,
            brand: brandOf(product.model),
            url: productUrl,
            images: [product.headerPhoto, ...product.gallery].map((image) => image.url),
            prices: hasPrice(product) ? product : undefined,
          }),
          breadcrumbJsonLd([
            { name: nav('home'), url: url('/home') },
            { name: texts.category.text, url: url(categoryPath) },
            { name: product.model, url: productUrl },
          ]),
          webPageJsonLd({
            name: product.model,
            description: describe(texts.description),
            url: productUrl,
            inLanguage: locale,
          }),
        ]}
      />
      <SiteLink href={categoryPath} className={styles.back}>
        <ArrowLeftIcon width={20} height={20} />
        {t('back')}
      </SiteLink>
      <h1 id="product-title" className={styles.title}>
        {product.model}
      </h1>
      <div className={styles.top}>
        <Image
          src={product.headerPhoto.url}
          alt={alt('presentation', 0)}
          width={product.headerPhoto.width}
          height={product.headerPhoto.height}
          sizes="(max-width: 748px) 100vw, 420px"
          // The page's LCP element: found in the HTML and fetched ahead of the scripts.
          preload
          fetchPriority="high"
          decoding="sync"
          className={styles.headerPhoto}
        />
        <section className={styles.offer} aria-labelledby="offer-heading">
          <h2 id="offer-heading" className="sr-only">
            {t('offerHeading')}
          </h2>
          <div
            className="rich-text"
            lang={texts.offer.lang}
            dangerouslySetInnerHTML={{ __html: headerOffer }}
          />
          <div className={styles.offerActions}>
            <SiteLink
              href={{
                pathname: '/contact',
                // uuid: the offer form checks the chosen dates against the machine's bookings.
                query: { categorie: product.category, model: product.model, uuid: product.uuid },
              }}
              className={styles.offerButton}
              data-testid="offer-button"
            >
              {t('askOffer')}
            </SiteLink>
            <p className={styles.price} data-testid="product-price">
              {priceTexts(product).map((line) => (
                <span key={line}>{line}</span>
              ))}
            </p>
          </div>
          <a
            href={localePath(locale as Locale, datasheetPath(product.categorySlug, product.slug))}
            className={styles.datasheet}
            aria-label={t('datasheetLabel', { model: product.model })}
            data-testid="datasheet-link"
          >
            <DocumentIcon width={20} height={20} />
            {t('datasheet')}
          </a>
        </section>
      </div>
      {availability && <ProductAvailability availability={availability} locale={locale} />}
      <div className={styles.panels}>
        <section className={styles.panel} aria-labelledby="details-heading">
          <h2 id="details-heading">{t('details')}</h2>
          <RichHtml html={texts.details.text} lang={texts.details.lang} />
        </section>
        <section className={styles.panel} aria-labelledby="technical-heading">
          <h2 id="technical-heading">{t('technicalData')}</h2>
          <RichHtml html={texts.technicalData.text} lang={texts.technicalData.lang} />
        </section>
      </div>
      {product.gallery.length > 0 && (
        <section className={styles.gallery} aria-labelledby="gallery-heading">
          <h2 id="gallery-heading">{t('gallery')}</h2>
          <NextIntlClientProvider messages={await clientMessages(GALLERY_NAMESPACES, GALLERY_KEYS)}>
            <ProductGallery
              model={product.model}
              footerHtml={headerOffer}
              footerLang={texts.offer.lang}
              images={product.gallery.map((image, index) => ({
                ...image,
                alt: alt('photo', index),
              }))}
            />
          </NextIntlClientProvider>
        </section>
      )}
    </article>
  );
}
