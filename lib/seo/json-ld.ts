import type { Prices } from '@/lib/products/price';
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

/** A machine for rent (schema.org Product), on its page; `offers` only when it has a price. */
export function productJsonLd(product: {
  name: string;
  description: string;
  category: string;
  url: string;
  images: string[];
  brand?: string;
  prices?: Prices;
}) {
  const offers = product.prices ? rentalOfferJsonLd(product.prices, product.url) : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    category: product.category,
    url: product.url,
    image: product.images.map((image) => (image.startsWith('http') ? image : absoluteUrl(image))),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(offers ? { offers } : {}),
  };
}

/** UN/CEFACT unit codes of the rental periods a price is given for. */
const RENTAL_UNITS = [
  ['priceDay', 'DAY'],
  ['priceWeek', 'WEE'],
] as const;

/**
 * The machine's rental offer (schema.org Offer, leased out): a unit price per day and per
 * week, in lei without VAT; null when neither is set ('Preț la cerere' is no offer).
 */
export function rentalOfferJsonLd(prices: Prices, url: string) {
  const specifications = RENTAL_UNITS.flatMap(([field, unitCode]) => {
    const price = prices[field];
    if (price === null) return [];
    return [
      {
        '@type': 'UnitPriceSpecification',
        price,
        priceCurrency: 'RON',
        unitCode,
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode },
        valueAddedTaxIncluded: false,
      },
    ];
  });
  const [first] = specifications;
  if (!first) return null;
  return {
    '@type': 'Offer',
    url,
    price: first.price,
    priceCurrency: 'RON',
    businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
    priceSpecification: specifications,
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
