import { describe, expect, it } from 'vitest';
import robots from '@/app/robots';
import { GET as indexRoute } from '@/app/sitemap.xml/route';
import { GET as childRoute } from '@/app/sitemaps/[file]/route';
import { images, products } from '@/db/schema';
import { listCategories } from '@/lib/categories/queries';
import { PATHS_PER_SITEMAP } from '@/lib/seo/sitemap-paths';
import { setupTestDatabase } from '../support/database';

const database = setupTestDatabase({ seeded: true });

const SITE = 'http://localhost:3000';

async function childLocs(): Promise<{ files: string[]; locs: string[]; xml: string[] }> {
  const index = await indexRoute();
  expect(index.headers.get('content-type')).toContain('xml');
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const xml: string[] = [];
  for (const file of files) {
    const name = file.slice(`${SITE}/sitemaps/`.length);
    const res = await childRoute(new Request(file), { params: Promise.resolve({ file: name }) });
    expect(res.status).toBe(200);
    xml.push(await res.text());
  }
  const locs = xml.flatMap((text) =>
    [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!),
  );
  return { files, locs, xml };
}

describe('sitemap.xml (an index) and its child sitemaps', () => {
  it('list every public page in both languages, with alternates', async () => {
    const { files, locs, xml } = await childLocs();
    expect(files).toEqual([`${SITE}/sitemaps/0.xml`]);
    expect(locs).toContain(`${SITE}/home`);
    expect(locs).toContain(`${SITE}/en/home`);
    for (const category of await listCategories()) {
      expect(locs).toContain(`${SITE}/categorie/${category.slug}`);
      expect(locs).toContain(`${SITE}/en/categorie/${category.slug}`);
    }
    expect(locs.filter((url) => url.includes('/utilaj/'))).toHaveLength(2 * 15);
    expect(xml[0]).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE}/en/home" />`);
    expect(xml[0]).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/home" />`,
    );
  });

  it('split into files of at most 2,500 pages that together list every machine once', async () => {
    const db = database.handle().db;
    const [image] = await db.select().from(images).limit(1);
    const [anyProduct] = await db.select().from(products).limit(1);
    const extra = Array.from({ length: PATHS_PER_SITEMAP + 10 }, (_, i) => ({
      model: `Sitemap ${String(i).padStart(5, '0')}`,
      slug: `sitemap-${String(i).padStart(5, '0')}`,
      categoryId: anyProduct!.categoryId,
      headerOffer: '<p>o</p>',
      details: '<p>d</p>',
      technicalData: '<p>t</p>',
      headerImageId: image!.id,
    }));
    await db.insert(products).values(extra);
    const { files, locs, xml } = await childLocs();
    expect(files).toEqual([`${SITE}/sitemaps/0.xml`, `${SITE}/sitemaps/1.xml`]);
    for (const text of xml)
      expect(text.match(/<url>/g)!.length).toBeLessThanOrEqual(2 * PATHS_PER_SITEMAP);
    const machines = locs.filter((url) => url.includes('/utilaj/'));
    expect(machines).toHaveLength(2 * (15 + extra.length));
    expect(new Set(machines).size).toBe(machines.length);
    const missing = await childRoute(new Request(`${SITE}/sitemaps/2.xml`), {
      params: Promise.resolve({ file: '2.xml' }),
    });
    expect(missing.status).toBe(404);
  });

  it('keep crawlers out of the admin area and the API but not its pictures, and name the sitemap', () => {
    const rules = robots();
    expect(rules.rules).toEqual([
      { userAgent: '*', allow: ['/', '/api/image/'], disallow: ['/admin', '/api/'] },
    ]);
    expect(rules.sitemap).toBe('http://localhost:3000/sitemap.xml');
  });
});
