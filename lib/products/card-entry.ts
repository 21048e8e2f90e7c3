import { buildAltText, type AltWords } from '@/lib/images/alt';
import { IMAGE_PATH } from '@/lib/images/paths';

/** What a machine's card shows (components/site/product-card.tsx). */
export interface ProductCardProps {
  href: string;
  productUuid: string;
  /**
   * Its category's uuid. A category's list says it once, on the list's element
   * (`data-category-uuid`), rather than in each of its 24 cards' props in the page's payload.
   */
  categoryUuid?: string;
  model: string;
  photo: { url: string; width: number; height: number; alt: string };
  /** Its price lines, as lib/products/price.ts words them ('Preț la cerere' when none). */
  price: string[];
  /** The first row of cards is above the fold: load it at once. */
  eager?: boolean;
}

/**
 * A machine's card as a page's payload carries it to the client list (issue #34): what the
 * card shows and nothing it can work out. As props of a card each, with its link in full,
 * the picture's address and its alt text, 24 cards were ~10 kB of a category page's payload.
 */
export type CardEntry = [
  /** Its page's address after the list's `base`: the machine's slug on a category page. */
  path: string,
  uuid: string,
  model: string,
  /** Its price lines, as lib/products/price.ts words them. */
  price: string[],
  /** The header photo's file under /api/image/. */
  photo: string,
  width: number,
  height: number,
  /** In search results: the card's own category, as [name, uuid]; else the list's. */
  category?: [name: string, uuid: string],
];

/** What a list of cards says once for all its cards. */
export interface CardListContext {
  /** The address every card's `path` follows ('/categorie/{slug}/utilaj/'). */
  base: string;
  /** The category name of the cards' alt texts, when they share one. */
  categoryName?: string;
  altWords: AltWords;
}

/** The entry of a machine's card. */
export function cardEntry(
  product: {
    slug: string;
    uuid: string;
    model: string;
    headerPhoto: { url: string; width: number; height: number };
  },
  price: string[],
  path: string = product.slug,
  category?: [name: string, uuid: string],
): CardEntry {
  const photo = product.headerPhoto.url.slice(IMAGE_PATH.length);
  const entry: CardEntry = [
    path,
    product.uuid,
    product.model,
    price,
    photo,
    product.headerPhoto.width,
    product.headerPhoto.height,
  ];
  if (category) entry.push(category);
  return entry;
}

/** The card's props of an entry: the `index`th card of its list (the first row loads at once). */
export function cardProps(
  entry: CardEntry,
  index: number,
  list: CardListContext,
): ProductCardProps {
  const [path, uuid, model, price, photo, width, height, category] = entry;
  const name = category?.[0] ?? list.categoryName;
  return {
    href: `${list.base}${path}`,
    productUuid: uuid,
    categoryUuid: category?.[1],
    model,
    price,
    eager: index < 3,
    photo: {
      url: `${IMAGE_PATH}${photo}`,
      width,
      height,
      alt: buildAltText({ model, name, kind: 'presentation', index: 0 }, list.altWords),
    },
  };
}
