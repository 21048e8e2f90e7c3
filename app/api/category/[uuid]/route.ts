import { deleteCategory } from '@/lib/categories/mutations';
import { getCategoryByIdOrThrow } from '@/lib/categories/queries';
import { toCategoryWire } from '@/lib/categories/wire';
import { apiRoute } from '@/lib/http/handler';
import { ROUTE_PARAMS } from '@/lib/http/params';

// GET /api/category/{uuid} – one category.
export const GET = apiRoute(
  { access: 'public', params: ROUTE_PARAMS.category },
  async ({ params }) => toCategoryWire(await getCategoryByIdOrThrow(params.uuid)),
);

// DELETE /api/category/{uuid} – deletes it; its machines stay, shown as 'Necunoscut'.
export const DELETE = apiRoute(
  { access: 'admin', params: ROUTE_PARAMS.category },
  async ({ params }) => {
    await getCategoryByIdOrThrow(params.uuid);
    await deleteCategory(params.uuid);
    return { uuid: params.uuid };
  },
);
