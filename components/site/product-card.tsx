'use client';

import { getImageProps } from 'next/image';
import { pictureLoader } from '@/lib/images/loader';
import { SiteLink } from './site-link';
import type { ProductCardProps } from '@/lib/products/card-entry';

/**
 * The widths a card's srcset lists. A card is shown at most 374 CSS px wide (half a 748 px
 * screen; 280 px above that), and on a phone two cards share the row (≤ 225 px): 375 px is a
 * card at 1×, 640 px at 2× (and at 3× on most phones), 828 px at 3× on a wide phone and at 2×
 * anywhere. Next's srcset also lists 256 and 384 px (too small, or 375 again) and goes on to
 * 1920 px for the banner and the gallery: each address is ~130 bytes of the card's HTML, and
 * again in the preload links of the first cards (issue #34, docs/performance.md).
 */
const CARD_WIDTHS = new Set([375, 640, 828]);

/** The srcset with only the CARD_WIDTHS candidates ('… 640w'). */
function cardSrcSet(srcSet: string | undefined): string | undefined {
  return srcSet
    ?.split(', ')
    .filter((candidate) => CARD_WIDTHS.has(Number(/ (\d+)w$/.exec(candidate)?.[1])))
    .join(', ');
}

/** The spec's session keys (§3): which machine of which category the visitor opened. */
function remember(productUuid: string, categoryUuid: string | undefined, link: HTMLElement) {
  categoryUuid ??= link.closest<HTMLElement>('[data-category-uuid]')?.dataset.categoryUuid ?? '';
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
    loader: pictureLoader,
    src: photo.url,
    alt: photo.alt,
    width: photo.width,
    height: photo.height,
    sizes: '(max-width: 748px) 50vw, 280px',
    loading: eager ? 'eager' : 'lazy',
  });
  return (
    // Styled through the list's class (catalogue.module.css, `.cards …`): a class on each
    // element was ~120 bytes a card of the page's HTML.
    <li>
      <SiteLink
        href={href}
        onClick={(event) => remember(productUuid, categoryUuid, event.currentTarget)}
      >
        <figure>
          {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own props, srcset cut */}
          <img
            {...image}
            alt={photo.alt}
            srcSet={cardSrcSet(image.srcSet)}
            // next/image's `color: transparent` (no alt text over a loading picture) is in the CSS.
            style={undefined}
          />
          <figcaption>
            {model}
            <span data-testid="card-price">
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
