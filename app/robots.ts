import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/urls';

// Read at request time: SITE_URL belongs to the running site, not to the build.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
