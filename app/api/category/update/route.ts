import { updateCategory } from '@/lib/categories/mutations';
import { updateCategorySchema } from '@/lib/categories/schema';
import { toCategoryWire } from '@/lib/categories/wire';
import { apiRoute } from '@/lib/http/handler';

// PUT /api/category/update – { uuid, name, name_en? } → the renamed category.
export const PUT = apiRoute({ access: 'admin' }, async ({ body }) => {
  const { uuid, name, name_en } = await body(updateCategorySchema);
  return toCategoryWire(await updateCategory(uuid, { name, nameEn: name_en }));
});
