'use client';

import { useEffect } from 'react';
import { isNotFoundPageShowing } from './not-found-nav-mark';
import { whenIdle } from './when-idle';

/**
 * Reports this visit's Core Web Vitals to /api/vitals (issue #20). The library and the
 * beacon code load once the page has loaded and is idle, in a chunk of their own, so the
 * page's loading pays nothing for them; the library's observers still read the measures
 * buffered since the start. The page type is the one the visit landed on: LCP, CLS and TTFB
 * belong to that load. A 404 is read here, when the page mounts: the 404 view's own effect
 * (rendered inside this layout) has run by then.
 */
export function WebVitalsReporter() {
  useEffect(() => {
    // Inlined by the bundler at build time (lib/env.ts is for the server).
    // eslint-disable-next-line no-restricted-properties
    if (process.env.NODE_ENV !== 'production' || typeof navigator.sendBeacon !== 'function') {
      return;
    }
    const landing = window.location.pathname;
    const notFound = isNotFoundPageShowing();
    let cancel = () => {};
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      cancel();
      stopWatching();
      void import('./vitals-beacon').then(({ reportVitals }) => reportVitals(landing, notFound));
    };
    const start = () => {
      cancel = whenIdle(load, 10_000);
    };
    // A visit that ends before the page is idle (a phone put away, another app, a tab closed
    // soon after it loaded) still reports: the reporter loads as the page is hidden, and
    // sends what the page has (#34 audit: short mobile visits sent nothing).
    const onHidden = () => {
      if (document.visibilityState === 'hidden') load();
    };
    function stopWatching() {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', load);
    }
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', load);
    if (document.visibilityState === 'hidden') load();
    else if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      stopWatching();
      cancel();
    };
  }, []);
  return null;
}
