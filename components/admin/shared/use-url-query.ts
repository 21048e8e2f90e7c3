'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';

/** A query value to write; null or '' removes it from the address. */
export type QueryChanges = Record<string, string | number | null>;

/** Writes `changes` into the address; `push` adds a history entry. */
export type setUrlQuery = (changes: QueryChanges, push?: boolean) => void;

/**
 * The screen's state kept in its address (page, filters), so a reload, a bookmark or the
 * back button shows the same rows. Written through the History API, which Next's router
 * follows without a server round trip. `push` adds a history entry (a page turn); filters
 * replace the current one so each keystroke is not a step back.
 *
 * Once a link to another screen has been followed, later writes are dropped: a filter's
 * debounced write landing while Next loads the next screen would take the visitor back.
 */
export function useUrlQuery(): [URLSearchParams, setUrlQuery] {
  const params = useSearchParams();
  const pathname = usePathname();
  const leaving = useRef(false);
  useEffect(() => {
    leaving.current = false;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      if (new URL(link.href).pathname !== pathname) leaving.current = true;
    };
    // Capture: Next's <Link> cancels the click's default before it would bubble here.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [pathname]);
  const update = useCallback(
    (changes: QueryChanges, push = false) => {
      if (leaving.current) return;
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
