import { sitemapCount, sitemapPaths } from '@/lib/seo/sitemap-paths';
import { urlsetXml } from '@/lib/seo/sitemap-xml';

export const dynamic = 'force-dynamic';

// GET /sitemaps/{n}.xml – child sitemap n (from 0) of the index at /sitemap.xml.
export async function GET(
  _request: Request,
  context: { params: Promise<{ file: string }> },
): Promise<Response> {
  const match = /^(0|[1-9][0-9]{0,5})\.xml$/.exec((await context.params).file);
  const index = match ? Number(match[1]) : -1;
  if (index < 0 || index >= (await sitemapCount())) {
    return new Response('Not found', { status: 404 });
  }
  return new Response(urlsetXml(await sitemapPaths(index)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
