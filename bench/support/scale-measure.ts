import fs from 'node:fs';
import { loadPath, type LoadResult } from './load';
import type { RunningSite } from './server';
import { timedRequest } from './timing';

/** What bench:scale measures on one site; times in ms, sizes in bytes. */
export interface ScaleFigures {
  listMs: number;
  listBytes: number;
  listTotal: number;
  sitemapIndexMs: number;
  sitemapChildrenMs: number;
  sitemapFiles: number;
  sitemapUrls: number;
  sitemapMaxChildBytes: number;
  sitemapMaxChildUrls: number;
  /** Product pages the sitemaps list, in both languages. */
  sitemapProductUrls: number;
  contactColdMs: number;
  contactWarmMs: number;
  homeColdMs: number;
  categoryColdMs: number;
  productColdMs: number;
  sitemapLoad: LoadResult;
  listLoad: LoadResult;
  productPagesVisited: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  /** GET /api/search (issue #18), per query of SEARCHES. */
  searchMs: Record<SearchKind, number>;
}

/**
 * The searches timed: one model (a few matches), a word of every machine's text (all match:
 * the ranking's worst case) and a misspelt word (the trigram index).
 */
export const SEARCHES = {
  model: 'komatsu',
  everyMachine: 'utilaj',
  typo: 'excavtor',
} as const;
export type SearchKind = keyof typeof SEARCHES;

export const SAMPLES = 7;
export const LOAD = { seconds: 10, concurrency: 20 };
export const DISTINCT_PRODUCT_PAGES = 400;
const LIST_PATH = '/api/product?page=1&limit=50';

/** A site under measurement, signed in as the admin, with a category of its own to rename. */
export class ScaleSite {
  private renames = 0;
  private constructor(
    readonly site: RunningSite,
    private readonly auth: Record<string, string>,
    private readonly benchCategory: string,
  ) {}

  static async open(site: RunningSite, password: string): Promise<ScaleSite> {
    const json = { 'Content-Type': 'application/json' };
    const login = await timedRequest(`${site.base}/api/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username: 'admin', password }),
    });
    const { token } = JSON.parse(login.text) as { token: string };
    const auth = { Authorization: `Bearer ${token}` };
    const created = await timedRequest(`${site.base}/api/category/create`, {
      method: 'POST',
      headers: { ...auth, ...json },
      body: JSON.stringify({ name: 'Bench scala' }),
    });
    return new ScaleSite(site, auth, (JSON.parse(created.text) as { uuid: string }).uuid);
  }

  get(path: string, admin = false) {
    return timedRequest(`${this.site.base}${path}`, admin ? { headers: this.auth } : {});
  }

  /** An admin write that expires the catalogue's tags: renames the bench's own category. */
  async adminWrite(): Promise<void> {
    this.renames += 1;
    await timedRequest(`${this.site.base}/api/category/update`, {
      method: 'PUT',
      headers: { ...this.auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ uuid: this.benchCategory, name: `Bench scala ${this.renames}` }),
    });
  }

  /** The time of `path` requested right after an admin write. */
  async coldMs(path: string): Promise<number> {
    await this.adminWrite();
    return (await this.get(path)).ms;
  }

  adminList() {
    return this.get(LIST_PATH, true);
  }

  search(kind: SearchKind) {
    return this.get(`/api/search?${new URLSearchParams({ q: SEARCHES[kind] })}`);
  }

  load(path: string, admin = false): Promise<LoadResult> {
    return loadPath(this.site.base, path, { ...LOAD, headers: admin ? this.auth : undefined });
  }

  loadAdminList(): Promise<LoadResult> {
    return this.load(LIST_PATH, true);
  }

  /** The server process's resident memory (VmRSS), in MB. */
  rssMb(): number {
    const status = fs.readFileSync(`/proc/${this.site.pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
    return kb / 1024;
  }
}

/** The `<loc>` paths of a sitemap or sitemap index, relative to the site. */
export function sitemapLocations(xml: string, base: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    (match[1] ?? '').replace(base, ''),
  );
}

export interface SitemapRead {
  indexMs: number;
  childrenMs: number;
  files: number;
  urls: string[];
  maxChildBytes: number;
  maxChildUrls: number;
}

/** The sitemap index and every child it names, read one after another. */
export async function readSitemaps(site: ScaleSite): Promise<SitemapRead> {
  const index = await site.get('/sitemap.xml');
  const children = sitemapLocations(index.text, site.site.base);
  const read: SitemapRead = {
    indexMs: index.ms,
    childrenMs: 0,
    files: children.length,
    urls: [],
    maxChildBytes: 0,
    maxChildUrls: 0,
  };
  for (const child of children) {
    const answer = await site.get(child);
    const urls = sitemapLocations(answer.text, site.site.base);
    read.childrenMs += answer.ms;
    read.urls.push(...urls);
    read.maxChildBytes = Math.max(read.maxChildBytes, answer.bytes);
    read.maxChildUrls = Math.max(read.maxChildUrls, urls.length);
  }
  return read;
}
