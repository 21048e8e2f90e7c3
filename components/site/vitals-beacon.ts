import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { MAX_VITALS_PER_BEACON, type VitalMetric } from '@/lib/vitals/metrics';
import { deviceClassOf, pageTypeOf } from '@/lib/vitals/page-type';

export const VITALS_ENDPOINT = '/api/vitals';
/** A performance mark set once the observers listen (the e2e suite waits for it). */
export const VITALS_READY_MARK = 'vitals-reporting';

/**
 * Collects LCP, INP, CLS and TTFB and sends them in one beacon when the page is hidden (the
 * moment the library finalises them; mobile browsers may never fire pagehide), and on
 * pagehide. Each measure (by its id) is sent once. The body is plain text JSON: a
 * sendBeacon of a string, a simple request with no preflight and no XSRF header.
 */
export function reportVitals(landingPath: string, notFound: boolean): void {
  const page = pageTypeOf(landingPath, notFound);
  const device = deviceClassOf(window.innerWidth);
  const pending = new Map<string, { name: VitalMetric; value: number }>();
  const sent = new Set<string>();

  // Loaded as the page was being hidden (a short visit): what the library still reports
  // (TTFB; LCP and CLS only count while the page is shown) goes out in one beacon at once.
  const leaving = document.visibilityState === 'hidden';
  let flushSoon: ReturnType<typeof setTimeout> | undefined;
  const queue = (metric: Metric) => {
    if (sent.has(metric.id)) return;
    pending.set(metric.id, { name: metric.name as VitalMetric, value: metric.value });
    if (leaving && flushSoon === undefined) {
      flushSoon = setTimeout(() => {
        flushSoon = undefined;
        flush();
      }, 50);
    }
  };
  const flush = () => {
    if (pending.size === 0) return;
    const metrics = [...pending.values()].slice(0, MAX_VITALS_PER_BEACON);
    if (!navigator.sendBeacon(VITALS_ENDPOINT, JSON.stringify({ page, device, metrics }))) return;
    for (const id of pending.keys()) sent.add(id);
    pending.clear();
  };

  onTTFB(queue);
  onLCP(queue);
  onCLS(queue);
  onINP(queue);
  // After the library's own listeners, which report their final values on the same event.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
  performance.mark(VITALS_READY_MARK);
}
