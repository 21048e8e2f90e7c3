import { performance } from 'node:perf_hooks';

export interface LoadOptions {
  seconds: number;
  concurrency: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p95: number;
  /** Answers other than 2xx, and requests that failed or timed out. */
  errors: number;
}

const MAX_REQUESTS = 200_000;

/**
 * `concurrency` clients each sending GET `path` one after another for `seconds`. A request
 * still running at the end is waited for (at most a minute) and counted.
 */
export async function loadPath(
  base: string,
  path: string,
  { seconds, concurrency, headers }: LoadOptions,
): Promise<LoadResult> {
  const end = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  const worker = async () => {
    while (performance.now() < end && latencies.length < MAX_REQUESTS) {
      const start = performance.now();
      try {
        const response = await fetch(`${base}${path}`, {
          redirect: 'manual',
          headers,
          signal: AbortSignal.timeout(60_000),
        });
        await response.arrayBuffer();
        if (response.status >= 300) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - start);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p95: latencies[Math.floor(latencies.length * 0.95)] ?? 0,
    errors,
  };
}
