import { apiRoute } from '@/lib/http/handler';
import { createProduct } from '@/lib/products/mutations';
import { findProductById, orThrow } from '@/lib/products/queries';
import { createProductSchema } from '@/lib/products/schema';
import { toProductWire } from '@/lib/products/wire';
import { MAX_JSON_BODY_BYTES } from '@/lib/validation/limits';

// POST /api/product/create – a machine with its header photo and gallery → the new product (201).
export const POST = apiRoute(
  { access: 'admin', maxBodyBytes: MAX_JSON_BODY_BYTES },
  async ({ body }) => {
    const id = await createProduct(await body(createProductSchema));
    const product = orThrow(await findProductById(id), 'ERROR_GET_PRODUCT', 'uuid');
    return Response.json(toProductWire(product), { status: 201 });
  },
);
