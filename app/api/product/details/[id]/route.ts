import { apiRoute } from '@/lib/http/handler';
import { findProductById, orThrow } from '@/lib/products/queries';
import { toProductWire } from '@/lib/products/wire';

type Params = { id: string };

// GET /api/product/details/{id} – one machine with its texts and gallery, by uuid.
export const GET = apiRoute<Params>({ access: 'public' }, async ({ params }) =>
  toProductWire(orThrow(await findProductById(params.id), 'ERROR_GET_PRODUCT', 'id')),
);
