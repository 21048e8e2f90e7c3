import { deleteCategory } from '@/lib/categories/mutations';
import { getCategoryByIdOrThrow } from '@/lib/categories/queries';
import { toCategoryWire } from '@/lib/categories/wire';
import { apiRoute } from '@/lib/http/handler';

type Params = { uuid: string };

// GET /api/category/{uuid} – one category.
export const GET = apiRoute<Params>({ access: 'public' }, async ({ params }) =>
  toCategoryWire(await getCategoryByIdOrThrow(params.uuid)),
);

// DELETE /api/category/{uuid} – deletes it; its machines stay, shown as 'Necunoscut'.
export const DELETE = apiRoute<Params>({ access: 'admin' }, async ({ params }) => {
  await getCategoryByIdOrThrow(params.uuid);
  await deleteCategory(params.uuid);
  return { uuid: params.uuid };
});
