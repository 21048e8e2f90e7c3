import { apiRoute } from '@/lib/http/handler';
import { listProductsByCategorySlug } from '@/lib/products/lists';
import { orThrow } from '@/lib/products/queries';
import { toProductListItemWire } from '@/lib/products/wire';

type Params = { name: string };

// GET /api/product/category/name/{name} – the machines of the category with this slug.
export const GET = apiRoute<Params>({ access: 'public' }, async ({ params }) =>
  orThrow(await listProductsByCategorySlug(params.name), 'ERROR_GET_CATEGORY', 'name').map(
    toProductListItemWire,
  ),
);
