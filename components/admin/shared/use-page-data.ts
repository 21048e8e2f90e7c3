'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '@/lib/http/pagination';
import { apiFetch } from './api-client';

/** A page read on the server for the address the client will show first. */
export interface Preloaded<T> {
  url: string;
  data: Page<T>;
}

/**
 * Loads one page of a server-paginated list whenever its address changes. The rows shown
 * stay until the next page arrives (no flash of 'Loading'); an answer to an address asked
 * for earlier than the latest is dropped, so fast typing never shows stale rows. A page
 * preloaded on the server for the first address is shown at once, not asked for again.
 */
export function usePageData<T, Extra = object>(
  url: string,
  onError: (error: unknown) => void,
  initial: Preloaded<T> | null = null,
) {
  const [data, setData] = useState<(Page<T> & Extra) | null>(() =>
    initial?.url === url ? (initial.data as Page<T> & Extra) : null,
  );
  // The address the rows shown answer; another one is on its way while they differ.
  const [answered, setAnswered] = useState<string | null>(() =>
    initial?.url === url ? url : null,
  );
  const latest = useRef(0);
  const preloaded = useRef(initial?.url);

  const load = useCallback(() => {
    const ticket = ++latest.current;
    const current = () => ticket === latest.current;
    return apiFetch<Page<T> & Extra>(url).then(
      (answer) => {
        if (!current()) return;
        setData(answer);
        setAnswered(url);
      },
      (error: unknown) => {
        if (!current()) return;
        onError(error);
        setAnswered(url);
      },
    );
  }, [url, onError]);

  useEffect(() => {
    if (preloaded.current === url) {
      preloaded.current = undefined;
      return;
    }
    void load();
  }, [load, url]);

  return { data, loading: answered !== url, reload: load, setData };
}
