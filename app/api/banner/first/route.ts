import { firstBanner } from '@/lib/banners/queries';
import { toBannerWire } from '@/lib/banners/wire';
import { apiRoute } from '@/lib/http/handler';

// GET /api/banner/first – the first banner, shown at once on the home page; null if none.
export const GET = apiRoute({ access: 'public' }, async () => {
  const banner = await firstBanner();
  return Response.json(banner && toBannerWire(banner));
});
