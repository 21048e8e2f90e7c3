import { updateCategory } from '@/lib/categories/mutations';
import { updateCategorySchema } from '@/lib/categories/schema';
import { apiRoute } from '@/lib/http/handler';

// PUT /api/category/update – { uuid, name } → the renamed category.
export const PUT = apiRoute({ access: 'admin' }, async ({ body }) => {
  const { uuid, name } = await body(updateCategorySchema);
  return updateCategory(uuid, name);
});
