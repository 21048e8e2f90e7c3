import { performance } from 'node:perf_hooks';

export interface TimedAnswer {
  ms: number;
  bytes: number;
  text: string;
}

/**
 * One request, read to its end: how long it took and how many bytes it answered. Anything
 * but a 2xx answer throws.
 */
export async function timedRequest(url: string, init: RequestInit = {}): Promise<TimedAnswer> {
  const start = performance.now();
  const response = await fetch(url, { redirect: 'manual', ...init });
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - start;
  // A redirect is no page: measuring one would hide the render being measured.
  if (response.status >= 300) {
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}`);
  }
  return { ms, bytes: body.length, text: body.toString('utf8') };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}
