import { createCategory } from '@/lib/categories/mutations';
import { createCategorySchema } from '@/lib/categories/schema';
import { toCategoryWire } from '@/lib/categories/wire';
import { apiRoute } from '@/lib/http/handler';

// POST /api/category/create – { name, name_en? } → the new category (201).
export const POST = apiRoute({ access: 'admin' }, async ({ body }) => {
  const { name, name_en } = await body(createCategorySchema);
  const category = await createCategory({ name, nameEn: name_en });
  return Response.json(toCategoryWire(category), { status: 201 });
});
