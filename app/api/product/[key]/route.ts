import { apiRoute } from '@/lib/http/handler';
import { ROUTE_PARAMS } from '@/lib/http/params';
import { deleteProduct } from '@/lib/products/mutations';
import { findProductById, orThrow } from '@/lib/products/queries';
import { toProductWire } from '@/lib/products/wire';

// [key] is a product uuid here; it shares its name with the category slug of the child
// [key]/[model], since Next wants one name for sibling dynamic segments.

// GET /api/product/{uuid} – one machine, inside an array as the spec's client expects.
export const GET = apiRoute(
  { access: 'public', params: ROUTE_PARAMS.product },
  async ({ params }) => [
    toProductWire(orThrow(await findProductById(params.key), 'ERROR_GET_PRODUCT', 'uuid')),
  ],
);

// DELETE /api/product/{uuid} – deletes the machine and the pictures only it used.
export const DELETE = apiRoute(
  { access: 'admin', params: ROUTE_PARAMS.product },
  async ({ params }) => {
    await deleteProduct(params.key);
    return { uuid: params.key };
  },
);
