import {
  DISTINCT_PRODUCT_PAGES,
  readSitemaps,
  SAMPLES,
  SEARCHES,
  type ScaleFigures,
  type ScaleSite,
  type SearchKind,
} from './scale-measure';
import { median } from './timing';

/** The public paths one site's sitemaps list in Romanian, by kind. */
interface SitePaths {
  products: string[];
  categories: string[];
}

const isProduct = (path: string) => path.includes('/utilaj/');

function pathsOf(urls: readonly string[]): SitePaths {
  const romanian = urls.filter((path) => !path.startsWith('/en/'));
  return {
    products: romanian.filter(isProduct),
    categories: romanian.filter((path) => path.startsWith('/categorie/') && !isProduct(path)),
  };
}

/** `count` entries spread evenly over the list (all of it when shorter). */
function spread<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  const step = list.length / count;
  return Array.from({ length: count }, (_, index) => list[Math.floor(index * step)]!);
}

/**
 * Every measurement, each step taken on every site before the next step, so that a change in
 * the machine's load during the run weighs on both sizes alike. Returns one set per site.
 */
export async function measureSites(
  sites: readonly ScaleSite[],
  log: (line: string) => void,
): Promise<ScaleFigures[]> {
  const figures = sites.map(() => ({}) as ScaleFigures);
  const paths: SitePaths[] = [];
  const step = async (
    name: string,
    work: (site: ScaleSite, figures: ScaleFigures, index: number) => Promise<void>,
  ) => {
    log(name);
    for (const [index, site] of sites.entries()) await work(site, figures[index]!, index);
  };

  await step('warming up (each route once)', async (site) => {
    const found = pathsOf((await readSitemaps(site)).urls);
    paths.push(found);
    const product = found.products[0] ?? '/home';
    const category = found.categories[0] ?? '/home';
    for (const path of ['/home', '/en/home', '/en/contact', category, product, `/en${product}`]) {
      await site.get(path);
    }
    await site.adminList();
  });
  /**
   * The median per site of SAMPLES rounds, each round sampling every site in turn: the
   * machine's other work (this one has two cores) then weighs on both sizes alike.
   */
  const medians = async (
    name: string,
    sample: (site: ScaleSite, index: number) => Promise<number>,
  ) => {
    log(name);
    const values = sites.map((): number[] => []);
    for (let round = 0; round < SAMPLES; round++) {
      for (const [index, site] of sites.entries()) values[index]!.push(await sample(site, index));
    }
    return values.map(median);
  };
  const coldProduct = (index: number) => {
    const { products } = paths[index]!;
    return products[Math.floor(products.length / 2)] ?? '/home';
  };
  const assign = (values: number[], key: keyof ScaleFigures) =>
    values.forEach((value, index) => Object.assign(figures[index]!, { [key]: value }));

  assign(
    await medians('paginated admin list', async (site) => (await site.adminList()).ms),
    'listMs',
  );
  await step('paginated admin list, its answer', async (site, f) => {
    const answer = await site.adminList();
    f.listBytes = answer.bytes;
    f.listTotal = (JSON.parse(answer.text) as { total: number }).total;
  });
  assign(await medians('cold home', (site) => site.coldMs('/home')), 'homeColdMs');
  assign(await medians('cold contact', (site) => site.coldMs('/contact')), 'contactColdMs');
  assign(
    await medians('warm contact', async (site) => (await site.get('/contact')).ms),
    'contactWarmMs',
  );
  assign(
    await medians('cold category page', (site, index) =>
      site.coldMs(coldProduct(index).replace(/\/utilaj\/.*$/, '')),
    ),
    'categoryColdMs',
  );
  assign(
    await medians('cold product page', (site, index) => site.coldMs(coldProduct(index))),
    'productColdMs',
  );
  for (const kind of Object.keys(SEARCHES) as SearchKind[]) {
    const values = await medians(
      `search: ${SEARCHES[kind]}`,
      async (site) => (await site.search(kind)).ms,
    );
    values.forEach((value, index) => {
      figures[index]!.searchMs = { ...figures[index]!.searchMs, [kind]: value };
    });
  }
  await step('sitemaps after an admin write', async (site, f) => {
    const reads = [];
    for (let sample = 0; sample < SAMPLES; sample++) {
      await site.adminWrite();
      reads.push(await readSitemaps(site));
    }
    const last = reads.at(-1)!;
    f.sitemapIndexMs = median(reads.map((read) => read.indexMs));
    f.sitemapChildrenMs = median(reads.map((read) => read.childrenMs));
    f.sitemapFiles = last.files;
    f.sitemapUrls = last.urls.length;
    f.sitemapMaxChildBytes = last.maxChildBytes;
    f.sitemapMaxChildUrls = last.maxChildUrls;
    f.sitemapProductUrls = last.urls.filter(isProduct).length;
  });
  await step('20 clients for 10 s on /sitemap.xml', async (site, f) => {
    f.sitemapLoad = await site.load('/sitemap.xml');
  });
  await step('20 clients for 10 s on the paginated list', async (site, f) => {
    f.listLoad = await site.loadAdminList();
  });
  await step(`${DISTINCT_PRODUCT_PAGES} distinct product pages, ro and en`, async (site, f, i) => {
    const visits = spread(paths[i]!.products, DISTINCT_PRODUCT_PAGES);
    f.rssBeforeMb = site.rssMb();
    for (const path of visits) {
      await site.get(path);
      await site.get(`/en${path}`);
    }
    f.productPagesVisited = visits.length;
    f.rssAfterMb = site.rssMb();
  });
  return figures;
}
