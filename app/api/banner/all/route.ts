import { listBanners } from '@/lib/banners/queries';
import { toBannerWire } from '@/lib/banners/wire';
import { apiRoute } from '@/lib/http/handler';

// GET /api/banner/all – the same list as /api/banner (the spec's client calls both).
export const GET = apiRoute({ access: 'public' }, async () =>
  (await listBanners()).map(toBannerWire),
);
