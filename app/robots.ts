import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/urls';

// Read at request time: SITE_URL belongs to the running site, not to the build.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    // The pictures stay open: og:image, twitter:image and the Product JSON-LD point at them,
    // and the longer Allow wins over Disallow: /api/ for Google, Bing and the social crawlers.
    rules: [{ userAgent: '*', allow: ['/', '/api/image/'], disallow: ['/admin', '/api/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
