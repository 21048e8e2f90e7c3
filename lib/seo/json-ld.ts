import { absoluteUrl } from './urls';

/** The company as search engines read it (schema.org LocalBusiness), on every public page. */
export function companyJsonLd(company: {
  name: string;
  legalName: string;
  taxId: string;
  address: string;
  phone: string;
  email: string;
  url: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: company.name,
    legalName: company.legalName,
    taxID: company.taxId,
    url: company.url,
    logo: absoluteUrl('/logo.svg'),
    image: absoluteUrl('/logo.svg'),
    telephone: company.phone,
    email: company.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address,
      addressLocality: 'București',
      addressCountry: 'RO',
    },
  };
}

/** A machine for rent (schema.org Product), on its page. */
export function productJsonLd(product: {
  name: string;
  description: string;
  category: string;
  url: string;
  images: string[];
  brand?: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    category: product.category,
    url: product.url,
    image: product.images.map((image) => (image.startsWith('http') ? image : absoluteUrl(image))),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
  };
}

/**
 * The page itself (schema.org WebPage, or CollectionPage for a category): its language, so
 * that an English page with English content says so.
 */
export function webPageJsonLd(page: {
  type?: 'WebPage' | 'CollectionPage';
  name: string;
  description: string;
  url: string;
  inLanguage: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': page.type ?? 'WebPage',
    name: page.name,
    description: page.description,
    url: page.url,
    inLanguage: page.inLanguage,
  };
}

/** The trail home → category → machine (schema.org BreadcrumbList). */
export function breadcrumbJsonLd(items: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** Serialised for a <script type="application/ld+json">: '<' escaped so no tag can close it. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
