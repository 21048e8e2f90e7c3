import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { CATEGORY_PAGE_SIZE } from '@/lib/products/category-view';
import { readSitemaps, type ScaleSite } from './scale-measure';
import { median } from './timing';

/**
 * Issue #34, item 1: with 2,000 machines in one category (and 10,000 in all), a category
 * page's HTML is ≤ 100 kB, its cold render ≤ 3× the demo's, and its cached render as fast
 * as the demo's category page. Run on the large database after every other step, so that
 * those steps measure the catalogue they always have.
 */
export const BIG_CATEGORY_MACHINES = 2_000;
const BIG = 'categorie-scala-001';
/** A category the move leaves at 50 machines: the large site's category page as it was. */
const ORDINARY = 'categorie-scala-150';
/** Rounds of the cold and cached renders (medians); cached renders are a few ms apart. */
const ROUNDS = 15;
const LAST_PAGE = Math.ceil(BIG_CATEGORY_MACHINES / CATEGORY_PAGE_SIZE);
/** The views measured: the first, a middle and the last page, and the price order. */
const VIEWS = [
  { what: 'page 1', query: '', cards: CATEGORY_PAGE_SIZE },
  {
    what: `?pagina=${Math.floor(LAST_PAGE / 2)}`,
    query: `?pagina=${Math.floor(LAST_PAGE / 2)}`,
    cards: CATEGORY_PAGE_SIZE,
  },
  {
    what: `?pagina=${LAST_PAGE} (the last)`,
    query: `?pagina=${LAST_PAGE}`,
    cards: BIG_CATEGORY_MACHINES - (LAST_PAGE - 1) * CATEGORY_PAGE_SIZE,
  },
  { what: '?ordine=pret', query: '?ordine=pret', cards: CATEGORY_PAGE_SIZE },
] as const;
/** Raw bytes of HTML, the stricter reading of "≤ 100 kB" (gzip is printed beside it). */
const HTML_LIMIT_BYTES = 100 * 1024;
/** "As fast as today": a cached page of the big category against the demo's cached category page. */
const CACHED_FACTOR = 1.5;

/**
 * Moves machines 1–2,000 (categories 001–040, 50 each) into category 001 and gives them a
 * price per day (every tenth none, to be listed last), so that `?ordine=pret` has an order.
 */
const MOVE_SQL = `
UPDATE products p
SET category_id = c.id,
    price_day = CASE WHEN substring(p.slug FROM 14)::int % 10 = 0 THEN NULL
                     ELSE 150 + (substring(p.slug FROM 14)::int * 37) % 850 END
FROM categories c
WHERE c.slug = '${BIG}' AND p.slug LIKE 'utilaj-scala-%'
  AND substring(p.slug FROM 14)::int <= ${BIG_CATEGORY_MACHINES};
ANALYZE products;
`;
const CHEAPEST_SQL = `
SELECT p.model, count(*) OVER () AS n FROM products p JOIN categories c ON c.id = p.category_id
WHERE c.slug = '${BIG}' ORDER BY p.price_day NULLS LAST, p.model LIMIT 1`;

interface PageFigures {
  what: string;
  coldMs: number;
  cachedMs: number;
  rawBytes: number;
  gzipBytes: number;
  cards: number;
  /** How many cards the view must list; undefined for the demo's page (not checked). */
  expectedCards?: number;
  /** The first card's model. */
  firstModel: string;
}

export interface BigCategoryFigures {
  machines: number;
  demoPath: string;
  demo: PageFigures;
  /** The large site's category of 50 machines: the same menu of 200 categories, no move. */
  ordinary: PageFigures;
  pages: PageFigures[];
  cheapestModel: string;
  pastLastStatus: number;
  moveSeconds: number;
}

/** The page's cards (the `<li>`s of the list), counted in its HTML, and the first one's model. */
function cardsOf(html: string): { cards: number; firstModel: string } {
  const list = html.slice(html.indexOf('data-testid="product-cards"'));
  const cards = list.match(/data-testid="card-price"/g)?.length ?? 0;
  const firstModel = /<figcaption[^>]*>([^<]+)</.exec(list)?.[1] ?? '';
  return { cards, firstModel };
}

export async function measureBigCategory(
  demo: ScaleSite,
  large: ScaleSite,
  databaseUrl: string,
  log: (line: string) => void,
): Promise<BigCategoryFigures> {
  log(`big category: moving ${BIG_CATEGORY_MACHINES} machines into ${BIG} by SQL`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let cheapest: { model: string; n: string };
  const moveStart = performance.now();
  try {
    await client.query(MOVE_SQL);
    cheapest = (await client.query<{ model: string; n: string }>(CHEAPEST_SQL)).rows[0]!;
  } finally {
    await client.end();
  }
  const moveSeconds = (performance.now() - moveStart) / 1000;
  // The demo's category page, as the issue #14 step times it: the middle machine's category.
  const demoProducts = (await readSitemaps(demo)).urls.filter(
    (path) => !path.startsWith('/en/') && path.includes('/utilaj/'),
  );
  const demoPath = demoProducts[Math.floor(demoProducts.length / 2)]!.replace(/\/utilaj\/.*$/, '');
  const targets: { site: ScaleSite; path: string; what: string; expectedCards?: number }[] = [
    { site: demo, path: demoPath, what: `demo ${demoPath}` },
    { site: large, path: `/categorie/${ORDINARY}`, what: `large, 50 machines (${ORDINARY})` },
    ...VIEWS.map((view) => ({
      site: large,
      path: `/categorie/${BIG}${view.query}`,
      what: view.what,
      expectedCards: view.cards,
    })),
  ];
  // An admin write on the large site first: the gate and the reads see the moved machines.
  await large.adminWrite();
  log('big category: cold and cached renders, demo and big category in turn');
  const cold = targets.map((): number[] => []);
  const cached = targets.map((): number[] => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, { site, path }] of targets.entries()) {
      cold[index]!.push(await site.coldMs(path));
      // The render just done is stored; the next request is answered from the cache.
      await site.get(path);
      cached[index]!.push((await site.get(path)).ms);
    }
  }
  const figures: PageFigures[] = [];
  for (const [index, { site, path, what, expectedCards }] of targets.entries()) {
    const answer = await site.get(path);
    figures.push({
      what,
      coldMs: median(cold[index]!),
      cachedMs: median(cached[index]!),
      rawBytes: answer.bytes,
      // The level server/complete-bodies.mjs uses (zlib's default) for a page it holds whole.
      gzipBytes: gzipSync(Buffer.from(answer.text)).length,
      expectedCards,
      ...cardsOf(answer.text),
    });
  }
  const pastLast = await fetch(`${large.site.base}/categorie/${BIG}?pagina=${LAST_PAGE + 1}`, {
    redirect: 'manual',
  });
  await pastLast.arrayBuffer();
  return {
    machines: Number(cheapest.n),
    demoPath,
    demo: figures[0]!,
    ordinary: figures[1]!,
    pages: figures.slice(2),
    cheapestModel: cheapest.model,
    pastLastStatus: pastLast.status,
    moveSeconds,
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export function bigCategoryTable(f: BigCategoryFigures): string {
  const ratio = (value: number, base: number) => `${(value / base).toFixed(2)}×`;
  const row = (page: PageFigures) =>
    `| ${page.what} | ${page.cards} | ${ms(page.coldMs)} | ${ratio(page.coldMs, f.demo.coldMs)} | ${ms(page.cachedMs)} | ${ratio(page.cachedMs, f.demo.cachedMs)} | ${kb(page.rawBytes)} | ${kb(page.gzipBytes)} |`;
  return [
    `| category of ${f.machines.toLocaleString('en')} machines (10,000 in all) | cards | cold | cold ÷ demo | cached | cached ÷ demo | HTML raw | HTML gzip |`,
    '|---|---|---|---|---|---|---|---|',
    row(f.demo),
    row(f.ordinary),
    ...f.pages.map(row),
    `| ?pagina=${LAST_PAGE + 1} | | answered ${f.pastLastStatus} | | | | | |`,
    `| moving the machines by SQL | | ${f.moveSeconds.toFixed(1)} s | | | | | |`,
  ].join('\n');
}

export function bigCategoryChecks(f: BigCategoryFigures): { check: string; pass: boolean }[] {
  const each = (test: (page: PageFigures) => boolean) => f.pages.every(test);
  const priceOrder = f.pages.find((page) => page.what === '?ordine=pret');
  return [
    {
      check: `a category of ${BIG_CATEGORY_MACHINES} machines: HTML ≤ 100 kB raw (each view measured)`,
      pass:
        f.machines === BIG_CATEGORY_MACHINES && each((page) => page.rawBytes <= HTML_LIMIT_BYTES),
    },
    {
      check: `a category of ${BIG_CATEGORY_MACHINES} machines: cold render ≤ 3× the demo's category page`,
      pass: each((page) => page.coldMs <= 3 * f.demo.coldMs),
    },
    {
      check: `a category of ${BIG_CATEGORY_MACHINES} machines: cached render ≤ ${CACHED_FACTOR}× the demo's cached category page`,
      pass: each((page) => page.cachedMs <= CACHED_FACTOR * f.demo.cachedMs),
    },
    {
      check: `a category of ${BIG_CATEGORY_MACHINES} machines: ${CATEGORY_PAGE_SIZE} cards a page, the last page the rest, ?ordine=pret the cheapest first`,
      pass:
        each((page) => page.cards === (page.expectedCards ?? CATEGORY_PAGE_SIZE)) &&
        priceOrder?.firstModel === f.cheapestModel,
    },
    { check: `?pagina=${LAST_PAGE + 1} answers 404`, pass: f.pastLastStatus === 404 },
  ];
}
