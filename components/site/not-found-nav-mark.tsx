'use client';

import { useEffect, useSyncExternalStore } from 'react';

// How many 404 pages are showing: the main navigation sits in the layout, above the 404 page.
let notFoundPages = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function countNotFoundPage(delta: number) {
  notFoundPages += delta;
  for (const listener of listeners) listener();
}

/**
 * Rendered by the 404 page: while it shows, the main navigation highlights no item (an
 * unknown product address still starts with /categorie/, which would highlight the offer).
 */
export function NotFoundNavMark() {
  useEffect(() => {
    countNotFoundPage(1);
    return () => countNotFoundPage(-1);
  }, []);
  return null;
}

/** Whether a 404 page is showing now (set by its effect, which runs before the layout's). */
export function isNotFoundPageShowing(): boolean {
  return notFoundPages > 0;
}

/** Whether a 404 page is showing. */
export function useOnNotFoundPage(): boolean {
  return useSyncExternalStore(subscribe, isNotFoundPageShowing, () => false);
}
