'use client';

import { useRouter } from 'next/navigation';
import type { FocusEvent, MouseEvent, PointerEvent } from 'react';
import { menuHref, type MenuEntry } from '@/lib/products/category-menu';

/** The path of the menu link an event came from, if any. */
function linkPath(event: { target: EventTarget }): string | null {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  return link ? new URL(link.href).pathname : null;
}

/**
 * The links of the category menu: plain `<a>` elements, one client component for the whole
 * list. A link each as a client component (`SiteLink`) cost ~230 bytes a link in the page's
 * payload besides its HTML, ~48 kB with 200 categories (issue #34); here an entry is the
 * category's name. The list does what `SiteLink` did: a plain click navigates in the app, and
 * a page is prefetched when the visitor reaches for its link (pointer, focus), not on arrival.
 */
export function CategoryMenuList({
  entries,
  current,
  className,
}: {
  entries: MenuEntry[];
  /** The index of the page's own category (lit, `aria-current`); -1 for none. */
  current: number;
  className?: string;
}) {
  const router = useRouter();
  const prefetch = (event: FocusEvent | PointerEvent) => {
    const path = linkPath(event);
    if (path) router.prefetch(path);
  };
  const onClick = (event: MouseEvent) => {
    const path = linkPath(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!path || event.defaultPrevented || event.button !== 0 || modified) return;
    event.preventDefault();
    router.push(path);
  };
  return (
    <ul
      className={className}
      data-testid="category-menu"
      onClick={onClick}
      onPointerOver={prefetch}
      onFocus={prefetch}
    >
      {entries.map((entry, index) => (
        <li key={index}>
          <a href={menuHref(entry)} aria-current={index === current ? 'page' : undefined}>
            {entry[2] ? <span lang={entry[2]}>{entry[0]}</span> : entry[0]}
          </a>
        </li>
      ))}
    </ul>
  );
}
