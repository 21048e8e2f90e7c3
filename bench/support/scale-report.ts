import {
  DISTINCT_PRODUCT_PAGES,
  LOAD,
  SEARCHES,
  type ScaleFigures,
  type SearchKind,
} from './scale-measure';

const ms = (value: number) => `${value.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const mb = (value: number) => `${value.toFixed(0)} MB`;
const ratio = (demo: number, large: number) => `${(large / demo).toFixed(2)}×`;

interface Row {
  what: string;
  cell: (f: ScaleFigures) => string;
  /** The figure the ratio is taken of; no ratio when absent. */
  value?: (f: ScaleFigures) => number;
}

const clients = `${LOAD.concurrency} clients × ${LOAD.seconds} s`;
const ROWS: Row[] = [
  {
    what: 'GET /api/product?page=1&limit=50 (admin)',
    cell: (f) => `${ms(f.listMs)}, ${kb(f.listBytes)}`,
    value: (f) => f.listMs,
  },
  {
    what: '/sitemap.xml (index, after a write)',
    cell: (f) => ms(f.sitemapIndexMs),
    value: (f) => f.sitemapIndexMs,
  },
  {
    what: 'child sitemaps, all (after a write)',
    cell: (f) => `${ms(f.sitemapChildrenMs)}, ${f.sitemapFiles} files, ${f.sitemapUrls} URLs`,
    value: (f) => f.sitemapChildrenMs,
  },
  {
    what: 'largest child sitemap',
    cell: (f) => `${kb(f.sitemapMaxChildBytes)}, ${f.sitemapMaxChildUrls} URLs`,
  },
  {
    what: '/contact after a write (cold)',
    cell: (f) => ms(f.contactColdMs),
    value: (f) => f.contactColdMs,
  },
  { what: '/contact (warm)', cell: (f) => ms(f.contactWarmMs), value: (f) => f.contactWarmMs },
  { what: '/home after a write (cold)', cell: (f) => ms(f.homeColdMs), value: (f) => f.homeColdMs },
  {
    what: 'category page after a write (cold)',
    cell: (f) => ms(f.categoryColdMs),
    value: (f) => f.categoryColdMs,
  },
  {
    what: 'product page after a write (cold)',
    cell: (f) => ms(f.productColdMs),
    value: (f) => f.productColdMs,
  },
  ...(Object.keys(SEARCHES) as SearchKind[]).map((kind) => ({
    what: `GET /api/search?q=${SEARCHES[kind]}`,
    cell: (f: ScaleFigures) => ms(f.searchMs[kind]),
    value: (f: ScaleFigures) => f.searchMs[kind],
  })),
  {
    what: `/sitemap.xml, ${clients}`,
    cell: (f) => `${f.sitemapLoad.requests} done, ${f.sitemapLoad.errors} errors`,
  },
  {
    what: `paginated list, ${clients}`,
    cell: (f) => `${f.listLoad.requests} done, ${f.listLoad.errors} errors`,
  },
  {
    what: 'server RSS before / after the product pages',
    cell: (f) => `${mb(f.rssBeforeMb)} / ${mb(f.rssAfterMb)} (${f.productPagesVisited} × 2)`,
  },
];

/** The table: demo, large and large ÷ demo, as Markdown. */
export function scaleTable(demo: ScaleFigures, large: ScaleFigures): string {
  const lines = ['| what | demo | large | ratio |', '|---|---|---|---|'];
  for (const row of ROWS) {
    const rowRatio = row.value ? ratio(row.value(demo), row.value(large)) : '';
    lines.push(`| ${row.what} | ${row.cell(demo)} | ${row.cell(large)} | ${rowRatio} |`);
  }
  return lines.join('\n');
}

/** The "Done when", each with whether this run meets it. */
export function doneWhen(
  demo: ScaleFigures,
  large: ScaleFigures,
): { check: string; pass: boolean }[] {
  const within = (value: (f: ScaleFigures) => number, factor: number) =>
    value(large) <= factor * value(demo);
  const loads = [demo, large].flatMap((f) => [f.sitemapLoad, f.listLoad]);
  return [
    { check: 'paginated list time ≤ 2×', pass: within((f) => f.listMs, 2) },
    { check: 'paginated list answer ≤ 64 kB', pass: large.listBytes <= 64 * 1024 },
    { check: '/contact (cold) ≤ 3×', pass: within((f) => f.contactColdMs, 3) },
    { check: 'cold home ≤ 3×', pass: within((f) => f.homeColdMs, 3) },
    { check: 'cold category page ≤ 3×', pass: within((f) => f.categoryColdMs, 3) },
    { check: 'cold product page ≤ 3×', pass: within((f) => f.productColdMs, 3) },
    { check: '/sitemap.xml ≤ 3×', pass: within((f) => f.sitemapIndexMs, 3) },
    {
      check: 'a search at 10,000 machines answers within 250 ms',
      pass: Object.values(large.searchMs).every((value) => value <= 250),
    },
    {
      check: 'child sitemaps ≤ 50,000 URLs and ≤ 10 MB each',
      pass: large.sitemapMaxChildUrls <= 50_000 && large.sitemapMaxChildBytes <= 10 * 1024 ** 2,
    },
    {
      check: 'the sitemaps list every machine in both languages',
      pass: [demo, large].every((f) => f.sitemapProductUrls === 2 * f.listTotal),
    },
    {
      check: `${clients} on the sitemap and the list: all answered, no errors`,
      pass: loads.every((load) => load.requests > 0 && load.errors === 0),
    },
    {
      check: `RSS ≤ 700 MB after ${DISTINCT_PRODUCT_PAGES} distinct product pages (ro + en)`,
      pass: large.rssAfterMb <= 700,
    },
  ];
}
