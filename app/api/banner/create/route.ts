import { createBanners } from '@/lib/banners/mutations';
import { createBannersSchema } from '@/lib/banners/schema';
import { toBannerWire } from '@/lib/banners/wire';
import { apiRoute } from '@/lib/http/handler';
import { MAX_BANNER_BODY_BYTES } from '@/lib/validation/limits';

// POST /api/banner/create – { banner: [{ image, mime_type }, …] } (1 to 5) → the new banners (201).
export const POST = apiRoute(
  { access: 'admin', maxBodyBytes: MAX_BANNER_BODY_BYTES },
  async ({ body }) => {
    const created = await createBanners(await body(createBannersSchema));
    return Response.json(created.map(toBannerWire), { status: 201 });
  },
);
