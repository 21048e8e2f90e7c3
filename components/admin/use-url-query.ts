'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';

/** A query value to write; null or '' removes it from the address. */
export type QueryChanges = Record<string, string | number | null>;

/**
 * The screen's state kept in its address (page, filters), so a reload, a bookmark or the
 * back button shows the same rows. Written through the History API, which Next's router
 * follows without a server round trip. `push` adds a history entry (a page turn); filters
 * replace the current one so each keystroke is not a step back.
 */
export function useUrlQuery(): [URLSearchParams, (changes: QueryChanges, push?: boolean) => void] {
  const params = useSearchParams();
  const pathname = usePathname();
  const update = useCallback(
    (changes: QueryChanges, push = false) => {
      const next = new URLSearchParams(window.location.search);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      const query = next.toString();
      const url = query ? `${pathname}?${query}` : pathname;
      if (push) window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
    },
    [pathname],
  );
  return [new URLSearchParams(params.toString()), update];
}
