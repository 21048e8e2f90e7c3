import { apiRoute } from '@/lib/http/handler';
import { ROUTE_PARAMS } from '@/lib/http/params';
import { findProductById, orThrow } from '@/lib/products/queries';
import { toProductWire } from '@/lib/products/wire';

// GET /api/product/details/{id} – one machine with its texts and gallery, by uuid.
export const GET = apiRoute(
  { access: 'public', params: ROUTE_PARAMS.productDetails },
  async ({ params }) =>
    toProductWire(orThrow(await findProductById(params.id), 'ERROR_GET_PRODUCT', 'id')),
);
