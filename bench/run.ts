/**
 * HTTP benchmark against a running site (`npm start`, or BENCH_URL): requests per second
 * for the public pages and API reads, each printed as a ratio against two baselines
 * measured in the same run: GET /api/version (a route handler: no database, no rendering)
 * and /logo.svg (a static file of the same build: the server's floor). Run by hand:
 *   npm run bench            (BENCH_URL=http://127.0.0.1:3000, 5 s per path, 8 at once)
 * It sends traffic to that one address only, and stops by itself.
 */
import { loadPath } from './support/load';

const base = (process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const options = {
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  concurrency: Number(process.env.BENCH_CONCURRENCY ?? 8),
};
const measure = (path: string) => loadPath(base, path, options);

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

  const staticFile = '/logo.svg';
  const fileBaseline = await measure(staticFile);
  const baseline = await measure(paths[0]!);
  for (const [path, result] of [
    [staticFile, fileBaseline],
    [paths[0]!, baseline],
  ] as const) {
    console.log(
      `baseline GET ${path}: ${result.rps.toFixed(0)} req/s (p95 ${result.p95.toFixed(1)} ms)`,
    );
  }
  console.log(
    'path'.padEnd(48),
    'req/s'.padStart(8),
    'ratio'.padStart(7),
    'vs file'.padStart(8),
    'p95 ms'.padStart(8),
    'errors'.padStart(7),
  );
  for (const path of paths.slice(1)) {
    const result = await measure(path);
    console.log(
      path.padEnd(48),
      result.rps.toFixed(0).padStart(8),
      (result.rps / baseline.rps).toFixed(2).padStart(7),
      (result.rps / fileBaseline.rps).toFixed(2).padStart(8),
      result.p95.toFixed(1).padStart(8),
      String(result.errors).padStart(7),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
