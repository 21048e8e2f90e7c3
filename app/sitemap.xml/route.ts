import { childSitemapPath, sitemapIndexXml } from '@/lib/seo/sitemap-xml';
import { sitemapCount } from '@/lib/seo/sitemap-paths';
import { absoluteUrl } from '@/lib/seo/urls';

// Read at request time from tagged cached reads: SITE_URL and the catalogue belong to the
// running site, and an admin write expires them like the pages.
export const dynamic = 'force-dynamic';

// GET /sitemap.xml – the sitemap index: one child sitemap per 2,500 public pages.
export async function GET(): Promise<Response> {
  const count = await sitemapCount();
  const urls = Array.from({ length: count }, (_, index) => absoluteUrl(childSitemapPath(index)));
  return new Response(sitemapIndexXml(urls), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
