import { listBanners } from '@/lib/banners/queries';
import { toBannerWire } from '@/lib/banners/wire';
import { apiRoute } from '@/lib/http/handler';

// GET /api/banner – every banner, in carousel order.
export const GET = apiRoute({ access: 'public' }, async () =>
  (await listBanners()).map(toBannerWire),
);
