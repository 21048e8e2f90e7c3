'use client';

import { cardProps, type CardEntry, type CardListContext } from '@/lib/products/card-entry';
import { ProductCard } from './product-card';

/**
 * A list of machine cards: one client component for the list, whose payload is the cards'
 * entries (lib/products/card-entry.ts), not a card's props each (issue #34).
 */
export function ProductCards({
  cards,
  label,
  categoryUuid,
  className,
  ...list
}: CardListContext & {
  cards: CardEntry[];
  label: string;
  /** The category of every card, on a category page (the session key a card click sets). */
  categoryUuid?: string;
  className?: string;
}) {
  return (
    <ul
      className={className}
      aria-label={label}
      data-testid="product-cards"
      data-category-uuid={categoryUuid}
    >
      {cards.map((entry, index) => (
        <ProductCard key={entry[0]} {...cardProps(entry, index, list)} />
      ))}
    </ul>
  );
}
