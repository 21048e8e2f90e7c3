import { listCategories } from '@/lib/categories/queries';

// GET /api/category – every category, alphabetically.
export async function GET() {
  return Response.json(await listCategories());
}
