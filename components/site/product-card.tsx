'use client';

import Image from 'next/image';
import { SiteLink } from './site-link';
import styles from './catalogue.module.css';

export interface ProductCardProps {
  href: string;
  productUuid: string;
  categoryUuid: string;
  model: string;
  photo: { url: string; width: number; height: number; alt: string };
  /** Its price lines, as lib/products/price.ts words them ('Preț la cerere' when none). */
  price: string[];
  /** The first row of cards is above the fold: load it at once. */
  eager: boolean;
}

/** The spec's session keys (§3): which machine of which category the visitor opened. */
function remember(productUuid: string, categoryUuid: string) {
  try {
    sessionStorage.setItem('productUUID', productUuid);
    sessionStorage.setItem('categoryUUID', categoryUuid);
  } catch {
    // Storage may be disabled; the page is read from its address anyway.
  }
}

/** A machine in its category: the header photo, the model and the price, linking to its page. */
export function ProductCard({
  href,
  productUuid,
  categoryUuid,
  model,
  photo,
  price,
  eager,
}: ProductCardProps) {
  return (
    <li className={styles.card}>
      <SiteLink
        href={href}
        className={styles.cardLink}
        onClick={() => remember(productUuid, categoryUuid)}
      >
        <figure className={styles.cardFigure}>
          <Image
            src={photo.url}
            alt={photo.alt}
            width={photo.width}
            height={photo.height}
            sizes="(max-width: 748px) 50vw, 280px"
            loading={eager ? 'eager' : 'lazy'}
            className={styles.cardImage}
          />
          <figcaption className={styles.cardCaption}>
            {model}
            <span className={styles.cardPrice} data-testid="card-price">
              {price.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </span>
          </figcaption>
        </figure>
      </SiteLink>
    </li>
  );
}
