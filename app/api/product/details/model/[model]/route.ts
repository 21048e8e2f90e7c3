import { apiRoute } from '@/lib/http/handler';
import { findProductByModel, orThrow } from '@/lib/products/queries';
import { toProductWire } from '@/lib/products/wire';

type Params = { model: string };

// GET /api/product/details/model/{model} – one machine by its model slug or exact model.
export const GET = apiRoute<Params>({ access: 'public' }, async ({ params }) =>
  toProductWire(orThrow(await findProductByModel(params.model), 'ERROR_GET_PRODUCT', 'model')),
);
