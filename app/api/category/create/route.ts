import { createCategory } from '@/lib/categories/mutations';
import { createCategorySchema } from '@/lib/categories/schema';
import { apiRoute } from '@/lib/http/handler';

// POST /api/category/create – { name } → the new category (201).
export const POST = apiRoute({ access: 'admin' }, async ({ body }) => {
  const { name } = await body(createCategorySchema);
  return Response.json(await createCategory(name), { status: 201 });
});
