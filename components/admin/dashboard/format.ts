import type { VitalMetric } from '@/lib/vitals/metrics';

const NUMBER = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 2 });
const DAY_MONTH = new Intl.DateTimeFormat('ro-RO', {
  day: '2-digit',
  month: '2-digit',
  timeZone: 'UTC',
});
const DATE = new Intl.DateTimeFormat('ro-RO', { dateStyle: 'short', timeZone: 'UTC' });

/** A week's Monday (YYYY-MM-DD): '24.11' for the axis, '24.11.2026' for the table. */
export function formatWeek(week: string, withYear = false): string {
  return (withYear ? DATE : DAY_MONTH).format(new Date(`${week}T00:00:00Z`));
}

/** A p75 in the metric's own unit: seconds for LCP and TTFB, ms for INP, none for CLS. */
export function formatVital(metric: VitalMetric, value: number): string {
  if (metric === 'CLS') return NUMBER.format(Math.round(value * 100) / 100);
  if (metric === 'INP') return `${NUMBER.format(Math.round(value))} ms`;
  return `${NUMBER.format(Math.round(value / 10) / 100)} s`;
}
