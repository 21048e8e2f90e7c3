'use client';

import { useEffect } from 'react';
import { takeScrollTopFlag } from '@/lib/scroll-flag';

/**
 * Where a page starts (spec §4): home at the top; a category or the contact page 450 px down,
 * past the banner, unless the scroll-to-top flag asks for the top. An address with a #place
 * (the cookie bar's link to the privacy text) keeps the browser's own scroll to it. Runs after
 * the router's own scroll.
 */
export function ScrollOnArrival({ offset }: { offset: number }) {
  useEffect(() => {
    const flagged = takeScrollTopFlag();
    if (window.location.hash) return;
    const top = flagged ? 0 : offset;
    const frame = requestAnimationFrame(() => window.scrollTo({ top, behavior: 'instant' }));
    return () => cancelAnimationFrame(frame);
  }, [offset]);
  return null;
}
