/**
 * HTTP benchmark against a running site (`npm start`, or BENCH_URL): requests per second
 * for the public pages and API reads, each printed as a ratio against GET /api/version,
 * the baseline measured in the same run (no database, no rendering). Run by hand:
 *   npm run bench            (BENCH_URL=http://127.0.0.1:3000, 5 s per path, 8 at once)
 * It sends traffic to that one address only, and stops by itself.
 */
import { performance } from 'node:perf_hooks';

const base = (process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const MAX_REQUESTS = 200_000;

async function measure(path: string): Promise<{ rps: number; p95: number; errors: number }> {
  const end = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  const worker = async () => {
    while (performance.now() < end && latencies.length < MAX_REQUESTS) {
      const start = performance.now();
      try {
        const response = await fetch(`${base}${path}`, { redirect: 'manual' });
        await response.arrayBuffer();
        if (response.status >= 400) errors++;
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
    rps: latencies.length / elapsed,
    p95: latencies[Math.floor(latencies.length * 0.95)] ?? 0,
    errors,
  };
}

async function main(): Promise<void> {
  const categories = (await (await fetch(`${base}/api/category`)).json()) as { slug: string }[];
  const products = (await (await fetch(`${base}/api/product`)).json()) as {
    slug: string;
    category_slug: string | null;
  }[];
  const product = products.find((entry) => entry.category_slug);
  const paths = [
    '/api/version',
    '/api/category',
    '/api/product',
    '/home',
    '/en/home',
    `/categorie/${categories[0]?.slug ?? ''}`,
    product ? `/categorie/${product.category_slug}/utilaj/${product.slug}` : '/contact',
    '/contact',
  ];
  // Warm every path once: the first visit renders and fills the cache.
  for (const path of paths) await fetch(`${base}${path}`);

  const baseline = await measure(paths[0]!);
  console.log(
    `baseline GET ${paths[0]}: ${baseline.rps.toFixed(0)} req/s (p95 ${baseline.p95.toFixed(1)} ms)`,
  );
  console.log(
    'path'.padEnd(48),
    'req/s'.padStart(8),
    'ratio'.padStart(7),
    'p95 ms'.padStart(8),
    'errors'.padStart(7),
  );
  for (const path of paths.slice(1)) {
    const result = await measure(path);
    console.log(
      path.padEnd(48),
      result.rps.toFixed(0).padStart(8),
      (result.rps / baseline.rps).toFixed(2).padStart(7),
      result.p95.toFixed(1).padStart(8),
      String(result.errors).padStart(7),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
