'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '@/lib/http/pagination';
import { apiFetch } from './api-client';

/**
 * Loads one page of a server-paginated list whenever its address changes. The rows shown
 * stay until the next page arrives (no flash of 'Loading'); an answer to an address asked
 * for earlier than the latest is dropped, so fast typing never shows stale rows.
 */
export function usePageData<T, Extra = object>(url: string, onError: (error: unknown) => void) {
  const [data, setData] = useState<(Page<T> & Extra) | null>(null);
  // The address the rows shown answer; another one is on its way while they differ.
  const [answered, setAnswered] = useState<string | null>(null);
  const latest = useRef(0);

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
    void load();
  }, [load]);

  return { data, loading: answered !== url, reload: load, setData };
}
