import { apiRoute } from '@/lib/http/handler';
import { ROUTE_PARAMS } from '@/lib/http/params';
import { listProductsByCategoryId } from '@/lib/products/lists';
import { orThrow } from '@/lib/products/queries';
import { toProductListItemWire } from '@/lib/products/wire';

// GET /api/product/category/{id} – the machines of the category with this uuid.
export const GET = apiRoute(
  { access: 'public', params: ROUTE_PARAMS.categoryProducts },
  async ({ params }) =>
    orThrow(await listProductsByCategoryId(params.id), 'ERROR_GET_CATEGORY', 'id').map(
      toProductListItemWire,
    ),
);
