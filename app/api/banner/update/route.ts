import { reorderBanners } from '@/lib/banners/mutations';
import { reorderBannersSchema } from '@/lib/banners/schema';
import { toBannerWire } from '@/lib/banners/wire';
import { apiRoute } from '@/lib/http/handler';

// PUT /api/banner/update – the banner uuids in their new order → the reordered list.
export const PUT = apiRoute({ access: 'admin' }, async ({ body }) =>
  (await reorderBanners(await body(reorderBannersSchema))).map(toBannerWire),
);
