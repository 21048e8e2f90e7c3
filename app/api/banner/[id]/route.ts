import { deleteBanner } from '@/lib/banners/mutations';
import { apiRoute } from '@/lib/http/handler';
import { ROUTE_PARAMS } from '@/lib/http/params';

// DELETE /api/banner/{id} – deletes a banner and its picture; unknown is 404.
export const DELETE = apiRoute(
  { access: 'admin', params: ROUTE_PARAMS.banner },
  async ({ params }) => {
    await deleteBanner(params.id);
    return { uuid: params.id };
  },
);
