import { createCategory } from '@/lib/categories/mutations';
import { createCategorySchema } from '@/lib/categories/schema';
import { apiRoute } from '@/lib/http/handler';

// POST /api/category/create – { name, name_en? } → the new category (201).
export const POST = apiRoute({ access: 'admin' }, async ({ body }) => {
  const { name, name_en } = await body(createCategorySchema);
  return Response.json(await createCategory({ name, nameEn: name_en }), { status: 201 });
});
