import { htmlToText } from '@/lib/html/sanitize';
import type { ProductView } from '@/lib/products/view';
import { env } from '@/lib/env';
import { shortText } from './page-metadata';

/** schema.org Product data of a machine page, as a string safe inside a <script> element. */
export function productJsonLd(product: ProductView, url: string): string {
  const base = env().siteUrl;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.model,
    category: product.category,
    url,
    image: [product.header_photo, ...product.gallery].map((image) => `${base}${image.url}`),
    description: shortText(htmlToText(`${product.header_offer} ${product.details}`), 300),
  };
  // '<' escaped: the text can never close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
