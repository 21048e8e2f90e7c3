import { apiRoute } from '@/lib/http/handler';
import { findProductBySlugs, orThrow } from '@/lib/products/queries';
import { toProductWire } from '@/lib/products/wire';

// key is the category slug (the folder is shared with /api/product/{uuid}).
type Params = { key: string; model: string };

// GET /api/product/{category_name}/{product_model} – a machine by the slugs of its page;
// 404 unless it is in that category.
export const GET = apiRoute<Params>({ access: 'public' }, async ({ params }) =>
  toProductWire(
    orThrow(await findProductBySlugs(params.key, params.model), 'ERROR_GET_PRODUCT', 'model'),
  ),
);
