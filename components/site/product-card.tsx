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
  /** The first row of cards is above the fold: load it at once. */
  eager: boolean;
}

/** A machine in its category: the header photo with the model as caption, linking to its page. */
/** The spec's session keys (§3): which machine of which category the visitor opened. */
function remember(productUuid: string, categoryUuid: string) {
  try {
    sessionStorage.setItem('productUUID', productUuid);
    sessionStorage.setItem('categoryUUID', categoryUuid);
  } catch {
    // Storage may be disabled; the page is read from its address anyway.
  }
}

export function ProductCard({
  href,
  productUuid,
  categoryUuid,
  model,
  photo,
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
          <figcaption className={styles.cardCaption}>{model}</figcaption>
        </figure>
      </SiteLink>
    </li>
  );
}
