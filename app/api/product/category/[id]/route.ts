import { apiRoute } from '@/lib/http/handler';
import { listProductsByCategoryId } from '@/lib/products/lists';
import { orThrow } from '@/lib/products/queries';
import { toProductListItemWire } from '@/lib/products/wire';

type Params = { id: string };

// GET /api/product/category/{id} – the machines of the category with this uuid.
export const GET = apiRoute<Params>({ access: 'public' }, async ({ params }) =>
  orThrow(await listProductsByCategoryId(params.id), 'ERROR_GET_CATEGORY', 'id').map(
    toProductListItemWire,
  ),
);
