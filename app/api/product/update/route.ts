import { apiRoute } from '@/lib/http/handler';
import { updateProduct } from '@/lib/products/mutations';
import { findProductById, orThrow } from '@/lib/products/queries';
import { updateProductSchema } from '@/lib/products/schema';
import { toProductWire } from '@/lib/products/wire';
import { MAX_JSON_BODY_BYTES } from '@/lib/validation/limits';

// PUT /api/product/update – the product fields plus uuid; pictures sent by uuid are kept,
// new ones added, the others dropped → the updated product.
export const PUT = apiRoute(
  { access: 'admin', maxBodyBytes: MAX_JSON_BODY_BYTES },
  async ({ body }) => {
    const { uuid, ...fields } = await body(updateProductSchema);
    await updateProduct(uuid, fields);
    return toProductWire(orThrow(await findProductById(uuid), 'ERROR_GET_PRODUCT', 'uuid'));
  },
);
