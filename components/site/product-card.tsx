'use client';

import { getImageProps } from 'next/image';
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

/**
 * The widest picture a card lists. A card is shown at most 374 CSS px wide (half a 748 px
 * screen; 280 px above that), and on a phone two cards share the row (≤ 225 px): 828 px is
 * sharp at 3× on a phone and at 2× anywhere. Next's srcset goes on to 1920 px for the banner
 * and the gallery, four more addresses of ~150 bytes a card that a card never uses; with 24
 * cards they were ~14 kB of each category page's HTML (issue #34, docs/performance.md).
 */
const CARD_MAX_WIDTH = 828;

/** The srcset without its candidates wider than CARD_MAX_WIDTH ('… 1080w'). */
function cardSrcSet(srcSet: string | undefined): string | undefined {
  return srcSet
    ?.split(', ')
    .filter((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]) <= CARD_MAX_WIDTH)
    .join(', ');
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
  const { props: image } = getImageProps({
    src: photo.url,
    alt: photo.alt,
    width: photo.width,
    height: photo.height,
    sizes: '(max-width: 748px) 50vw, 280px',
    loading: eager ? 'eager' : 'lazy',
    className: styles.cardImage,
  });
  return (
    <li className={styles.card}>
      <SiteLink
        href={href}
        className={styles.cardLink}
        onClick={() => remember(productUuid, categoryUuid)}
      >
        <figure className={styles.cardFigure}>
          {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own props, srcset cut */}
          <img {...image} alt={photo.alt} srcSet={cardSrcSet(image.srcSet)} />
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
